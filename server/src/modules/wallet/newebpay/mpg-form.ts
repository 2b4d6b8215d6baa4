// The auto-submitting HTML form that carries an MPG message from one party to the next (shop →
// gateway, gateway → shop's ReturnURL). A client that inserts it with innerHTML must submit the
// form itself (scripts inserted that way do not run): it has the id MPG_FORM_ID.
export const MPG_FORM_ID = 'newebpay-mpg-form';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function mpgFormHtml(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<form id="${MPG_FORM_ID}" method="post" action="${escapeHtml(action)}">${inputs}</form><script>document.getElementById('${MPG_FORM_ID}').submit();</script>`;
}
