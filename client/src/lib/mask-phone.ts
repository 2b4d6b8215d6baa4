// "0912345678" → "0912***678": enough to recognise one's own number on a shared screen.
export function maskPhone(phone: string): string {
  if (phone.length < 8) return phone;
  return `${phone.slice(0, 4)}***${phone.slice(-3)}`;
}
