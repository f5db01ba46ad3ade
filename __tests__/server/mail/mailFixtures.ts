/** Mail test data shared by the mail tests. */
export function orderData(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    FirstName: 'Zoë',
    OrderNumber: 'VT-2025-000042',
    PlacedAt: '3 mars 2025',
    Lines: [{ Name: 'Chaise <Oslo>', Quantity: 2, Price: '€ 120,00', Total: '€ 240,00' }],
    Totals: [
      { Label: 'Sous-total', Amount: '€ 240,00' },
      { Label: 'Livraison', Amount: '€ 10,00' },
      { Label: 'Total', Amount: '€ 250,00' },
    ],
    Billing: ['Zoë Peeters', 'Rue Haute 1', '1000 Bruxelles', 'Belgique'],
    Shipping: ['Zoë Peeters', 'Rue Haute 1', '1000 Bruxelles', 'Belgique'],
    ShippingMethod: 'bpost',
    Link: '/fr/shoppingcarts/confirmation/VT-2025-000042',
    ...over,
  };
}
