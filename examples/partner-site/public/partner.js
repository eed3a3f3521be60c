// The partner's own analytics, stood in for by a log on the page: every event of the embed
// reaches the document (they bubble out of the elements' shadow roots). The log is kept for
// the way back, since most events come just before the traveller leaves.
const log = document.getElementById('event-log');
const kept = JSON.parse(sessionStorage.getItem('event-log') ?? '[]');

function show({ name, detail }) {
  const item = document.createElement('li');
  item.dataset.event = name;
  item.textContent = `${name} ${JSON.stringify(detail)}`;
  log.append(item);
}

kept.forEach(show);
for (const name of ['bookdirect:search', 'bookdirect:hotel-view', 'bookdirect:booking-start']) {
  document.addEventListener(name, (event) => {
    const entry = { name, detail: event.detail };
    kept.push(entry);
    sessionStorage.setItem('event-log', JSON.stringify(kept));
    show(entry);
  });
}
