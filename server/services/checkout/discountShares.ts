/**
 * A coupon's discount shared over the order's goods lines in proportion to their amounts: each
 * share rounded down, the cents left over one each to the lines with the largest remainders
 * (then the first lines). The shares add up to the discount exactly, so refunding every line
 * gives back what was paid. Migration 0013 shares earlier orders' discounts the same way.
 */
export function discountShares(amounts: readonly number[], discountCents: number): number[] {
  const total = amounts.reduce((sum, a) => sum + a, 0);
  if (discountCents <= 0 || total <= 0) return amounts.map(() => 0);
  const exact = amounts.map((a) => {
    const scaled = BigInt(a) * BigInt(discountCents);
    return { floor: Number(scaled / BigInt(total)), rest: Number(scaled % BigInt(total)) };
  });
  let left = discountCents - exact.reduce((sum, e) => sum + e.floor, 0);
  const order = exact
    .map((e, index) => ({ index, rest: e.rest }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  const shares = exact.map((e) => e.floor);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
