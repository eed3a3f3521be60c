/** Liveness for load balancers and the test run: answers without touching the gateway. */
export function loader() {
  return new Response('ok', {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
