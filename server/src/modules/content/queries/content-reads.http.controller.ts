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
  bannersResponseSchema,
  latestNoticesResponseSchema,
  officialInfoDetailSchema,
  officialInfoPageSchema,
  policyResponseSchema,
} from '@shop/contracts';
import { validate } from '../../../http/zod-validation.pipe';
import { CountInfoViewCommand } from '../commands/count-info-view/count-info-view.command';
import { ContentReader } from './content.reader';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Content')
@Controller()
export class ContentReadsHttpController {
  constructor(
    @Inject(ContentReader) private readonly content: ContentReader,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Get('banners')
  @ApiDoc({ summary: 'Home banners and cover promos', answer: bannersResponseSchema })
  banners(): Promise<BannersResponse> {
    return this.content.banners();
  }

  @Get('orders/latest-notices')
  @ApiDoc({ summary: 'The marquee: latest wins or notices', answer: latestNoticesResponseSchema })
  latestNotices(@Query(validate(latestNoticesQuerySchema)) query: { limit: number }): Promise<LatestNoticesResponse> {
    return this.content.latestNotices(query.limit);
  }

  @Get('official-info')
  @ApiDoc({ summary: 'Official information, a page at a time', answer: officialInfoPageSchema })
  officialInfoList(@Query(validate(officialInfoListQuerySchema)) query: { page: number; limit: number }): Promise<OfficialInfoPage> {
    return this.content.officialInfoPage(query);
  }

  /** Opening an article counts a view (a write, so a command), then reads it with its new count. */
  @Get('official-info/:id')
  @ApiDoc({ summary: 'One official information article', answer: officialInfoDetailSchema })
  async officialInfo(@Param('id', validate(officialInfoIdSchema)) id: number): Promise<OfficialInfoDetail> {
    await this.commands.execute(new CountInfoViewCommand(id));
    const info = await this.content.officialInfo(id);
    if (!info) throw new NotFoundException({ success: false, message: messages.info.invalidId });
    return { code: 0, data: info };
  }

  @Get('policies/:key')
  @ApiDoc({ summary: 'A policy page (terms, privacy…)', answer: policyResponseSchema })
  async policy(@Param('key', validate(policyKeySchema)) key: PolicyKey): Promise<PolicyResponse> {
    const policy = await this.content.policy(key);
    if (!policy) throw new NotFoundException({ success: false, message: messages.common.loadFailed });
    return policy;
  }
}
