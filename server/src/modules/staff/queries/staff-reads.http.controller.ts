// The staff console's reads. Support (and admins): find a member, read their whole history.
// Auditors (and admins): every container with its state, commitment and revealed seed. A route
// with @Roles answers 403 to members and visitors alike (auth.guard.ts).
import { Controller, Get, Inject, NotFoundException, Param, Query, UseGuards } from '@nestjs/common';
import {
  memberSearchQuerySchema,
  memberStateQuerySchema,
  userHistoryQuerySchema,
  userIdParamSchema,
  type AuditContainersResponse,
  type MemberSearchQuery,
  type MemberSearchResponse,
  type MemberStateQuery,
  type MemberStateResponse,
  type UserHistoryQuery,
  type UserHistoryResponse,
  auditContainersResponseSchema,
  memberSearchResponseSchema,
  userHistoryResponseSchema,
  memberStateResponseSchema,
} from '@shop/contracts';
import { validate } from '../../../http/zod-validation.pipe';
import { AuthGuard, Roles } from '../../accounts/accounts.public';
import { AuditContainersReader } from './audit-containers.reader';
import { MemberSearchReader } from './member-search.reader';
import { MemberTimelineReader } from './member-timeline.reader';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Back office')
@Controller('admin')
@UseGuards(AuthGuard)
export class StaffReadsHttpController {
  constructor(
    @Inject(MemberSearchReader) private readonly members: MemberSearchReader,
    @Inject(MemberTimelineReader) private readonly timelines: MemberTimelineReader,
    @Inject(AuditContainersReader) private readonly audits: AuditContainersReader,
  ) {}

  @Get('users')
  @Roles('support', 'admin')
  @ApiDoc({ summary: 'Find members by phone, member id, order number or name', answer: memberSearchResponseSchema })
  async search(@Query(validate(memberSearchQuerySchema)) query: MemberSearchQuery): Promise<MemberSearchResponse> {
    return { success: true, data: await this.members.search(query.q) };
  }

  /** Support pages through a member's history across their streams, newest first. */
  @Get('users/:userId/events')
  @Roles('support', 'admin')
  @ApiDoc({ summary: "A page of a member's event history, newest first (support replay)", answer: userHistoryResponseSchema })
  async history(
    @Param('userId', validate(userIdParamSchema)) userId: string,
    @Query(validate(userHistoryQuerySchema)) query: UserHistoryQuery,
  ): Promise<UserHistoryResponse> {
    const page = await this.timelines.page(userId, query);
    if (!page) throw new NotFoundException({ success: false, message: '找不到請求的資源' });
    return { success: true, ...page };
  }

  /** The member's state right after one event of their timeline, and before it. */
  @Get('users/:userId/state')
  @Roles('support', 'admin')
  @ApiDoc({ summary: "A member's state right after one event of their timeline, and before it", answer: memberStateResponseSchema })
  async state(
    @Param('userId', validate(userIdParamSchema)) userId: string,
    @Query(validate(memberStateQuerySchema)) query: MemberStateQuery,
  ): Promise<MemberStateResponse> {
    const state = await this.timelines.stateAt(userId, query.at);
    if (!state) throw new NotFoundException({ success: false, message: '找不到請求的資源' });
    return { success: true, data: state };
  }

  @Get('audit/containers')
  @Roles('auditor', 'admin')
  @ApiDoc({ summary: 'Every draw container with its state, commitment and revealed seed (auditors)', answer: auditContainersResponseSchema })
  async containers(): Promise<AuditContainersResponse> {
    return { success: true, data: await this.audits.containers() };
  }
}
