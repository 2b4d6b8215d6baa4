// GET /api/user/box-items: the member's prize box (盒櫃).
import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { boxItemsQuerySchema, type BoxItemsQuery, type BoxItemsResponse, boxItemsResponseSchema } from '@shop/contracts';
import { validate } from '../../../http/zod-validation.pipe';
import { BoxItemsReader } from './box-items.reader';
import { AuthGuard, CurrentUser, type SessionUser } from '../../accounts/accounts.public';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Prize box')
@Controller('user')
@UseGuards(AuthGuard)
export class BoxItemsHttpController {
  constructor(@Inject(BoxItemsReader) private readonly box: BoxItemsReader) {}

  @Get('box-items')
  @ApiDoc({ summary: "The member's prize box", answer: boxItemsResponseSchema })
  list(@Query(validate(boxItemsQuerySchema)) query: BoxItemsQuery, @CurrentUser() user: SessionUser): Promise<BoxItemsResponse> {
    return this.box.page(user.userId, query);
  }
}
