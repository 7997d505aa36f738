// A list that draws only the rows in view (and a few around them): 5000 problems are 5000 rows
// of data but a few dozen elements. Rows may differ in height: each drawn row is measured, the
// rest are estimated, and the list's padding stands for the rows not drawn.
export interface VirtualList<T> {
  /** Replaces the rows (the scroll position stays). */
  setItems(items: readonly T[]): void;
  /** Scrolls row `index` into view and draws it; its element. */
  reveal(index: number): HTMLElement | undefined;
  /** Draws the rows in view again (their state changed). */
  redraw(): void;
  readonly items: readonly T[];
}

const OVERSCAN = 400; // px drawn above and below the view

export function virtualList<T>(list: HTMLElement, drawRow: (item: T, index: number, count: number) => HTMLElement, estimate = 56): VirtualList<T> {
  let items: readonly T[] = [];
  let heights: number[] = [];
  let frame = 0;

  function offsets(): number[] {
    const at = new Array<number>(items.length + 1);
    at[0] = 0;
    for (let i = 0; i < items.length; i++) at[i + 1] = at[i]! + heights[i]!;
    return at;
  }

  function draw(): void {
    frame = 0;
    const at = offsets();
    const top = list.scrollTop - OVERSCAN;
    const bottom = list.scrollTop + list.clientHeight + OVERSCAN;
    let first = 0;
    while (first < items.length && at[first + 1]! <= top) first++;
    let last = first;
    while (last < items.length && at[last]! < bottom) last++;
    const rows = [];
    for (let i = first; i < last; i++) {
      const row = drawRow(items[i]!, i, items.length);
      row.dataset.index = String(i);
      rows.push(row);
    }
    list.style.paddingTop = `${at[first]}px`;
    list.style.paddingBottom = `${at[items.length]! - at[last]!}px`;
    list.replaceChildren(...rows);
    // Measured heights replace the estimates; the padding follows (the rows drawn stay).
    let changed = false;
    rows.forEach((row, k) => {
      const height = row.offsetHeight;
      if (height > 0 && height !== heights[first + k]) {
        heights[first + k] = height;
        changed = true;
      }
    });
    if (changed) {
      const again = offsets();
      list.style.paddingTop = `${again[first]}px`;
      list.style.paddingBottom = `${again[items.length]! - again[last]!}px`;
    }
  }

  list.addEventListener('scroll', () => {
    if (!frame) frame = requestAnimationFrame(draw);
  });

  return {
    get items() {
      return items;
    },
    setItems(next) {
      items = next;
      heights = new Array<number>(items.length).fill(estimate);
      draw();
    },
    reveal(index) {
      if (index < 0 || index >= items.length) return undefined;
      const find = () => list.querySelector<HTMLElement>(`:scope > [data-index="${index}"]`) ?? undefined;
      let row = find();
      if (!row) {
        list.scrollTop = offsets()[index]!;
        draw();
        row = find();
      }
      row?.scrollIntoView({ block: 'nearest' });
      return row;
    },
    redraw: draw,
  };
}
