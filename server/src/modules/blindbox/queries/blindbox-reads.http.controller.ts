// GET /api/blindbox/product/{id}, /blindbox/package/{packageId}, /blindbox/package/{id}/items,
// /blindbox/product/{id}/collection-status, /blindbox/order-result/{orderId} and /blindbox/figures.
import { Controller, Get, Inject, NotFoundException, Param, Query, UnauthorizedException, UseGuards } from '@nestjs/common';
import {
  blindboxIdParamSchema,
  blindboxOrderIdParamSchema,
  messages,
  packageQuerySchema,
  type BlindboxOrderResultResponse,
  type BlindboxProductResponse,
  type CollectionStatusResponse,
  type FiguresResponse,
  type PackageItemsResponse,
  type PackageResponse,
  blindboxOrderResultResponseSchema,
  blindboxProductResponseSchema,
  collectionStatusResponseSchema,
  figuresResponseSchema,
  packageItemsResponseSchema,
  packageResponseSchema,
} from '@shop/contracts';
import { validate } from '../../../http/zod-validation.pipe';
import { CurrentUser, OptionalAuthGuard, type SessionUser } from '../../accounts/accounts.public';
import { BlindboxReader } from './blindbox.reader';
import { resultItems } from './order-result';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

const m = messages.blindbox;
const notFound = (message: string) => new NotFoundException({ success: false, message });

@ApiTag('Blind box')
@Controller('blindbox')
@UseGuards(OptionalAuthGuard)
export class BlindboxReadsHttpController {
  constructor(@Inject(BlindboxReader) private readonly reader: BlindboxReader) {}

  @Get('product/:id')
  @ApiDoc({ summary: 'A blind-box product with its packages and figures', answer: blindboxProductResponseSchema })
  async product(@Param('id', validate(blindboxIdParamSchema)) id: string): Promise<BlindboxProductResponse> {
    const product = await this.reader.product(id);
    if (!product) throw notFound(m.fetchFailed);
    return { success: true, data: product };
  }

  /** A sold-out package answers redirect_product_id: the client goes back to the product's next box. */
  @Get('package/:packageId')
  @ApiDoc({ summary: 'A package and its slots as the caller sees them; redirect_product_id once sold out', answer: packageResponseSchema })
  async package(
    @Param('packageId', validate(blindboxIdParamSchema)) packageId: string,
    @Query(validate(packageQuerySchema)) _query: unknown,
    @CurrentUser() user: SessionUser | undefined,
  ): Promise<PackageResponse> {
    const found = await this.reader.package(packageId, user?.userId ?? null, new Date());
    if (!found) throw notFound(m.currentPackageUnavailable);
    if (found.package.is_sold_out) return { success: true, data: null, redirect_product_id: found.product.id };
    return { success: true, data: found, redirect_product_id: null };
  }

  @Get('package/:packageId/items')
  @ApiDoc({ summary: "A package's slots", answer: packageItemsResponseSchema })
  async items(
    @Param('packageId', validate(blindboxIdParamSchema)) packageId: string,
    @CurrentUser() user: SessionUser | undefined,
  ): Promise<PackageItemsResponse> {
    const items = await this.reader.items(packageId, user?.userId ?? null, new Date());
    if (!items) throw notFound(m.currentPackageUnavailable);
    return { success: true, data: items };
  }

  @Get('product/:id/collection-status')
  @ApiDoc({ summary: "The member's collection of the series (401 請先登入查看收集狀態 for visitors)", answer: collectionStatusResponseSchema })
  async collection(
    @Param('id', validate(blindboxIdParamSchema)) id: string,
    @CurrentUser() user: SessionUser | undefined,
  ): Promise<CollectionStatusResponse> {
    if (!user) throw new UnauthorizedException({ success: false, message: m.loginToSeeCollection });
    const data = await this.reader.collection(id, user.userId);
    if (!data) throw notFound(m.fetchFailed);
    return { success: true, data };
  }

  @Get('order-result/:orderId')
  @ApiDoc({ summary: "A blind-box order's items", answer: blindboxOrderResultResponseSchema })
  async result(
    @Param('orderId', validate(blindboxOrderIdParamSchema)) orderId: string,
    @CurrentUser() user: SessionUser | undefined,
  ): Promise<BlindboxOrderResultResponse> {
    if (!user) throw new UnauthorizedException({ success: false, message: messages.payment.authFailed });
    const order = await this.reader.order(orderId, user.userId);
    if (!order || order.status !== 'fulfilled' || order.placed.kind !== 'blindbox') throw notFound(m.resultNotFound);
    const items = resultItems(order);
    const first = items[0]!;
    return {
      success: true,
      data: {
        order_id: orderId,
        item_name: first.item_name,
        item_image_url: first.item_image_url,
        package_id: first.package_id,
        product_id: first.product_id,
        items,
      },
    };
  }

  /** The figures catalogue (圖鑑): every series' figures, with the member's collected status. */
  @Get('figures')
  @ApiDoc({
    summary: "The figures catalogue (圖鑑): every blind-box series' figures, collected ones marked for a member",
    answer: figuresResponseSchema,
  })
  async figures(@CurrentUser() user: SessionUser | undefined): Promise<FiguresResponse> {
    return { success: true, data: await this.reader.figures(user?.userId ?? null) };
  }
}
