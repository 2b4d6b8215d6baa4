// GET /api/admin/card-refunds?status=due|refunded&page (roles admin, support): card payments owed back.
import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { cardRefundsQuerySchema, type CardRefundsQuery, type CardRefundsResponse, cardRefundsResponseSchema } from '@shop/contracts';
import { validate } from '../../../http/zod-validation.pipe';
import { AuthGuard, Roles } from '../../accounts/accounts.public';
import { CardRefundsReader } from './card-refunds.reader';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Staff')
@Controller('admin/card-refunds')
@UseGuards(AuthGuard)
@Roles('admin', 'support')
export class CardRefundsHttpController {
  constructor(@Inject(CardRefundsReader) private readonly refunds: CardRefundsReader) {}

  @Get()
  @ApiDoc({ summary: 'Card payments owed back to members (due) or refunded at the gateway (refunded)', answer: cardRefundsResponseSchema })
  list(@Query(validate(cardRefundsQuerySchema)) query: CardRefundsQuery): Promise<CardRefundsResponse> {
    return this.refunds.page(query);
  }
}
