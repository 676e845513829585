/**
 * `nprogress` 0.2.0 for the browser bundle: the part the theme's progress bar calls
 * (`configure`, `start`, `done`; @docusaurus/theme-classic/lib/nprogress.js), a port of the
 * library's own code with its defaults, markup and timing, without what the theme never uses
 * (promises, custom parents, vendor prefixes, margin positioning). The theme's client module
 * and stylesheet stay: it starts the bar 200 ms after a path change and finishes it once the
 * route has updated (spec: "Progress bar").
 */

/** The library's defaults (the spec's numbers; the theme turns the spinner off). */
const settings = {
  minimum: 0.08,
  easing: 'ease',
  speed: 200,
  trickle: true,
  trickleRate: 0.02,
  trickleSpeed: 800,
  showSpinner: true,
};

const BAR = '<div class="bar" role="bar"><div class="peg"></div></div>';
const SPINNER = '<div class="spinner" role="spinner"><div class="spinner-icon"></div></div>';

let status: number | null = null;

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);
const toBarPercent = (n: number) => (-1 + n) * 100;

/** The library's queue: a step runs when it is queued alone (a step waiting on timers is no longer queued). */
const pending: Array<(next: () => void) => void> = [];
function next(): void {
  pending.shift()?.(next);
}
function queue(step: (next: () => void) => void): void {
  pending.push(step);
  if (pending.length === 1) next();
}

function render(fromStart: boolean): HTMLElement {
  const existing = document.getElementById('nprogress');
  if (existing) return existing;
  document.documentElement.classList.add('nprogress-busy');
  const progress = document.createElement('div');
  progress.id = 'nprogress';
  progress.innerHTML = BAR + (settings.showSpinner ? SPINNER : '');
  const bar = progress.querySelector<HTMLElement>('[role="bar"]')!;
  bar.style.transition = 'all 0 linear';
  bar.style.transform = `translate3d(${fromStart ? '-100' : toBarPercent(status ?? 0)}%,0,0)`;
  document.body.appendChild(progress);
  return progress;
}

function remove(): void {
  document.documentElement.classList.remove('nprogress-busy');
  document.getElementById('nprogress')?.remove();
}

function set(value: number): void {
  const started = typeof status === 'number';
  const n = clamp(value, settings.minimum, 1);
  status = n === 1 ? null : n;
  const progress = render(!started);
  const bar = progress.querySelector<HTMLElement>('[role="bar"]')!;
  const {speed, easing} = settings;
  void progress.offsetWidth; // Repaint, so the transition starts from here.
  queue((done) => {
    bar.style.transform = `translate3d(${toBarPercent(n)}%,0,0)`;
    bar.style.transition = `all ${speed}ms ${easing}`;
    if (n !== 1) {
      setTimeout(done, speed);
      return;
    }
    progress.style.transition = 'none';
    progress.style.opacity = '1';
    void progress.offsetWidth;
    setTimeout(() => {
      progress.style.transition = `all ${speed}ms linear`;
      progress.style.opacity = '0';
      setTimeout(() => {
        remove();
        done();
      }, speed);
    }, speed);
  });
}

function inc(amount: number): void {
  if (!status) {
    start();
    return;
  }
  set(clamp(status + amount, 0, 0.994));
}

function start(): void {
  if (!status) set(0);
  const work = () =>
    setTimeout(() => {
      if (!status) return;
      inc(Math.random() * settings.trickleRate);
      work();
    }, settings.trickleSpeed);
  if (settings.trickle) work();
}

function done(): void {
  if (!status) return;
  inc(0.3 + 0.5 * Math.random());
  set(1);
}

/**
 * The library's API as one object, as its CommonJS export is. Methods, not an object literal of
 * functions: the minifier inlines those, and the theme's `nprogress.start()` is how the site's
 * shipped-bundle reader and browser tests recognise the bar's timer (src/tooling/shipped-bundle.ts).
 */
class NProgress {
  readonly settings = settings;
  configure(options: Partial<typeof settings>): this {
    Object.assign(settings, options);
    return this;
  }
  start(): this {
    start();
    return this;
  }
  done(): this {
    done();
    return this;
  }
}

export default new NProgress();
