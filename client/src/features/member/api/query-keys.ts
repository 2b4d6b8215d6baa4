// TanStack Query keys of the member area's own endpoints. Member data sits under the member root
// ('me'); the winners marquee is everyone's and is not.
import { memberKeys } from '../../../api/member-keys';

export const memberAreaKeys = {
  checkInStatus: () => [...memberKeys.all, 'check-in', 'status'] as const,
  checkInWinners: () => ['check-in', 'latest'] as const,
  /** The card types are everyone's; the member's own cards sit under the member root. */
  tools: () => ['tools'] as const,
  userTools: () => [...memberKeys.all, 'tools'] as const,
  tasks: () => [...memberKeys.all, 'tasks'] as const,
};
