import { describe, expect, it } from 'vitest';
import { clock, createProgress, parseTurboLine, tasksOfDryRun } from './build-progress.mjs';

// Shaped as `turbo run build --dry=json` (turbo 2.11), cut to the fields read.
const dry = {
  tasks: [
    {
      taskId: '@bookdirect/locales#build',
      task: 'build',
      package: '@bookdirect/locales',
      dependencies: [],
      cache: { status: 'MISS' },
    },
    {
      taskId: '@bookdirect/gateway-sdk#build',
      task: 'build',
      package: '@bookdirect/gateway-sdk',
      dependencies: ['@bookdirect/locales#build'],
      cache: { status: 'HIT' },
    },
    {
      taskId: '@bookdirect/booking#build',
      task: 'build',
      package: '@bookdirect/booking',
      dependencies: ['@bookdirect/gateway-sdk#build', '@bookdirect/locales#build'],
      cache: { status: 'MISS' },
    },
  ],
};

/** A progress whose clock the test moves by hand; returns what it printed. */
function harness(tasks) {
  let time = 1_000_000;
  const printed = [];
  const progress = createProgress({ tasks, print: (line) => printed.push(line), now: () => time });
  return {
    progress,
    printed,
    advance(ms) {
      time += ms;
    },
  };
}

describe('build progress', () => {
  it('reads the plan of a dry run', () => {
    expect(tasksOfDryRun(dry)).toEqual([
      { id: '@bookdirect/locales#build', name: '@bookdirect/locales', deps: [], cached: false },
      {
        id: '@bookdirect/gateway-sdk#build',
        name: '@bookdirect/gateway-sdk',
        deps: ['@bookdirect/locales#build'],
        cached: true,
      },
      {
        id: '@bookdirect/booking#build',
        name: '@bookdirect/booking',
        deps: ['@bookdirect/gateway-sdk#build', '@bookdirect/locales#build'],
        cached: false,
      },
    ]);
  });

  it('parses prefixed task lines, coloured or not, and leaves turbo lines unowned', () => {
    expect(
      parseTurboLine('@bookdirect/locales:build: cache miss, executing 894199046522f002'),
    ).toEqual({ name: '@bookdirect/locales', text: 'cache miss, executing 894199046522f002' });
    expect(parseTurboLine('\u001b[36m@bookdirect/booking:build: \u001b[0mvite v6.4.6')).toEqual({
      name: '@bookdirect/booking',
      text: 'vite v6.4.6',
    });
    expect(parseTurboLine('@bookdirect/booking:build:')).toEqual({
      name: '@bookdirect/booking',
      text: '',
    });
    expect(parseTurboLine(' Tasks:    9 successful, 9 total').name).toBeUndefined();
  });

  it('counts packages as they finish and speaks every 15 s while one builds', () => {
    const { progress, printed, advance } = harness(tasksOfDryRun(dry));
    progress.begin();
    expect(printed.at(-1)).toMatch(
      /^build: 2 of 3 packages to build \(1 up to date\); full log: \.data\/build\.log$/,
    );

    advance(4_000);
    progress.line('@bookdirect/locales:build: cache miss, executing 894199046522f002');
    progress.line('@bookdirect/locales:build: ESM ⚡️ Build success in 250ms');
    // Said once its block has passed, when it is known not to have failed.
    expect(printed).toHaveLength(1);

    advance(100);
    progress.line('@bookdirect/gateway-sdk:build: cache hit, suppressing logs 1a2b3c4d5e6f7a8b');
    // The begin line counted the package up to date already.
    const before = printed.length;
    expect(printed.at(-1)).toBe('build: [1/3] @bookdirect/locales built in 4.0 s  (4.0 s elapsed)');

    // Ticks come every second: the line comes before the silence would pass 15 s.
    advance(13_000);
    progress.tick();
    expect(printed.length).toBe(before);
    advance(1_100);
    progress.tick();
    expect(printed.at(-1)).toBe(
      'build: [2/3] still building @bookdirect/booking (14 s)  (18 s elapsed)',
    );

    advance(60_000);
    progress.line('@bookdirect/booking:build: cache miss, executing 0f0f0f0f0f0f0f0f');
    progress.line(' Tasks:    3 successful, 3 total');
    expect(printed.at(-1)).toBe(
      'build: [3/3] @bookdirect/booking built in 1 min 14 s  (1 min 18 s elapsed)',
    );
    progress.end(0);
    expect(printed.at(-1)).toBe('build: 3 packages ready in 1 min 18 s; log: .data/build.log');
  });

  it('names the packages that started together once', () => {
    const tasks = [
      { id: 'a#build', name: 'a', deps: [], cached: false },
      { id: 'b#build', name: 'b', deps: ['a#build'], cached: false },
      { id: 'c#build', name: 'c', deps: ['a#build'], cached: false },
      { id: 'd#build', name: 'd', deps: [], cached: false },
    ];
    const { progress, printed, advance } = harness(tasks);
    advance(5_000);
    progress.line('a:build: cache miss, executing 01');
    progress.tick();
    expect(printed.at(-1)).toBe('build: [1/4] a built in 5.0 s  (5.0 s elapsed)');
    advance(15_000);
    progress.tick();
    expect(printed.at(-1)).toBe(
      'build: [1/4] still building b, c (15 s), d (20 s)  (20 s elapsed)',
    );
  });

  it('says one line when everything is cached', () => {
    const tasks = tasksOfDryRun(dry).map((task) => ({ ...task, cached: true }));
    const { progress, printed, advance } = harness(tasks);
    progress.begin();
    for (const { name } of tasks) progress.line(`${name}:build: cache hit, suppressing logs 00`);
    advance(2_100);
    progress.end(0);
    expect(printed).toEqual(['build: 3 packages up to date (2.1 s)']);
  });

  it("shows the failing package's output", () => {
    const { progress, printed } = harness(tasksOfDryRun(dry));
    progress.line('@bookdirect/locales:build: cache miss, executing 894199046522f002');
    progress.line('@bookdirect/booking:build: cache miss, executing 0f0f0f0f0f0f0f0f');
    progress.line('@bookdirect/booking:build: [vite]: Rollup failed to resolve import "x"');
    progress.line('@bookdirect/booking:build:  ELIFECYCLE  Command failed with exit code 1.');
    progress.line(
      '@bookdirect/booking#build:  ERROR  command (/work/main/apps/booking) /usr/bin/pnpm run build exited (1)',
    );
    progress.line('Failed:    @bookdirect/booking#build');
    progress.end(1);
    const report = printed.slice(printed.findIndex((line) => line.includes('failed after')));
    expect(printed.some((line) => line.includes('booking built'))).toBe(false);
    expect(report[0]).toBe('build: @bookdirect/booking failed after 0.0 s. Its output:');
    expect(report).toContain('  [vite]: Rollup failed to resolve import "x"');
    expect(report.at(-1)).toBe('build: the full log is .data/build.log');
  });

  it('writes durations as people read them', () => {
    expect(clock(2_140)).toBe('2.1 s');
    expect(clock(42_400)).toBe('42 s');
    expect(clock(185_000)).toBe('3 min 05 s');
  });
});
