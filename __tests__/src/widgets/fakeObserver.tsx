/** A stand-in IntersectionObserver the widget tests drive (jsdom has none). */
export class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  unobserve(target: Element) {
    this.observed = this.observed.filter((t) => t !== target);
  }
  disconnect() {
    this.disconnected = true;
    this.observed = [];
  }
  /** The browser reports `target` within the margin. */
  show(target: Element) {
    const entry = { target, isIntersecting: true } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

/** A widget that shows its label. */
export function Probe({ label = '' }: { label?: string }) {
  return <p className="probe">{label}</p>;
}
