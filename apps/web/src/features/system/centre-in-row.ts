/**
 * Scrolls a sideways-scrolling row so that one of its items sits in the middle, without moving
 * the page (`scrollIntoView` would scroll the window too, pulling the row to the top on a phone).
 */
export function centreInRow(row: HTMLElement, item: HTMLElement) {
  if (row.scrollWidth <= row.clientWidth) return;
  const left = item.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
  row.scrollLeft = Math.max(0, left - (row.clientWidth - item.offsetWidth) / 2);
}
