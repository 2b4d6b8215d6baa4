// A payment redirect (wallet recharge, spec 002 §4; an ichiban card order) answers with an HTML
// form for the gateway (NewebPay MPG: MerchantID, TradeInfo, TradeSha, Version): put it in the
// page and submit it, so the browser itself posts to the gateway.

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
