import type { EventMetadata, GachaItem } from '@shop/contracts';

/** Stock a machine: its first round, or (staff) a restock that reveals the running round's seed and starts the next. */
export class StockMachineCommand {
  constructor(
    readonly productId: string,
    readonly items: GachaItem[],
    readonly metadata: EventMetadata,
    /** A staff restock: refused (MachineNotStocked) for a machine that was never stocked. */
    readonly restockOnly = false,
  ) {}
}
