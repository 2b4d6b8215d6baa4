// GET /api/banners, /orders/latest-notices, /official-info, /official-info/{id}, /policies/{key}.
import { Controller, Get, Inject, NotFoundException, Param, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  latestNoticesQuerySchema,
  messages,
  officialInfoIdSchema,
  officialInfoListQuerySchema,
  policyKeySchema,
  type BannersResponse,
  type LatestNoticesResponse,
  type OfficialInfoDetail,
  type OfficialInfoPage,
  type PolicyKey,
  type PolicyResponse,
} from '@shop/contracts';
import { validate } from '../../../http/zod-validation.pipe';
import { CountInfoViewCommand } from '../commands/count-info-view/count-info-view.command';
import { ContentReader } from './content.reader';

@Controller()
export class ContentReadsHttpController {
  constructor(
    @Inject(ContentReader) private readonly content: ContentReader,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Get('banners')
  banners(): Promise<BannersResponse> {
    return this.content.banners();
  }

  @Get('orders/latest-notices')
  latestNotices(@Query(validate(latestNoticesQuerySchema)) query: { limit: number }): Promise<LatestNoticesResponse> {
    return this.content.latestNotices(query.limit);
  }

  @Get('official-info')
  officialInfoList(@Query(validate(officialInfoListQuerySchema)) query: { page: number; limit: number }): Promise<OfficialInfoPage> {
    return this.content.officialInfoPage(query);
  }

  /** Opening an article counts a view (a write, so a command), then reads it with its new count. */
  @Get('official-info/:id')
  async officialInfo(@Param('id', validate(officialInfoIdSchema)) id: number): Promise<OfficialInfoDetail> {
    await this.commands.execute(new CountInfoViewCommand(id));
    const info = await this.content.officialInfo(id);
    if (!info) throw new NotFoundException({ success: false, message: messages.info.invalidId });
    return { code: 0, data: info };
  }

  @Get('policies/:key')
  async policy(@Param('key', validate(policyKeySchema)) key: PolicyKey): Promise<PolicyResponse> {
    const policy = await this.content.policy(key);
    if (!policy) throw new NotFoundException({ success: false, message: messages.common.loadFailed });
    return policy;
  }
}
