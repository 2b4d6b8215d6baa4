// Recharge answers with an HTML form for the payment gateway (spec 002 §4): put it in the page
// and submit it, so the browser itself posts to the gateway (MPG fields: MerchantID, TradeInfo,
// TradeSha, Version).

/** Submits the first form of the server's HTML; false when the HTML holds no form. */
export function submitPaymentForm(html: string, doc: Document = document): boolean {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const source = parsed.querySelector('form');
  if (!source) return false;
  const form = doc.importNode(source, true);
  form.style.display = 'none';
  form.setAttribute('data-testid', 'payment-form');
  doc.body.appendChild(form);
  form.submit();
  return true;
}
