// Dates as a Taiwanese reader expects them, in the shop's time zone: 2025/03/01 (14:05).
import { constants } from '@shop/contracts';

const dateFormat = new Intl.DateTimeFormat('zh-TW', { timeZone: constants.visitor.dayTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFormat = new Intl.DateTimeFormat('zh-TW', { timeZone: constants.visitor.dayTimeZone, hour: '2-digit', minute: '2-digit', hour12: false });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => `${dateFormat.format(new Date(iso))} ${timeFormat.format(new Date(iso))}`;
