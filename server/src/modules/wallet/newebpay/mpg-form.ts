// The auto-submitting HTML form that carries an MPG message from one party to the next (shop →
// gateway, gateway → shop's ReturnURL). The shop's Content-Security-Policy runs no inline script,
// so the submit is a same-origin script file (MPG_AUTO_SUBMIT_PATH). A client that inserts the form
// with innerHTML must submit it itself (scripts inserted that way do not run): it has the id MPG_FORM_ID.
export const MPG_FORM_ID = 'newebpay-mpg-form';
export const MPG_AUTO_SUBMIT_PATH = '/api/mpg/auto-submit.js';
export const MPG_AUTO_SUBMIT_JS = `document.getElementById(${JSON.stringify(MPG_FORM_ID)}).submit();\n`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function mpgFormHtml(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<form id="${MPG_FORM_ID}" method="post" action="${escapeHtml(action)}">${inputs}</form><script src="${MPG_AUTO_SUBMIT_PATH}"></script>`;
}
