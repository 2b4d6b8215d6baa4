// A card order's payment redirect carries an HTML form for the gateway (NewebPay MPG: MerchantID,
// TradeInfo, TradeSha, Version): put it in the page and submit it, so the browser itself posts to
// the gateway. (The same few lines as the wallet's recharge, kept per feature.)

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
