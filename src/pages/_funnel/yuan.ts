/** `136` -> `136.00`: amounts to pay always show the fen. */
export function yuan(amount: number): string {
  return amount.toFixed(2);
}
