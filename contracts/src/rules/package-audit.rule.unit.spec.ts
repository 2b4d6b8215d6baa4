import type { PackageItem } from '../events/package.events';
import { packageAuditLines, packageLineHash, parsePackageAuditExport, verifyPackageLog, type PackageAuditLine } from './package-audit.rule';
import { layoutPackage, packageCommitment } from './package-fairness.rule';

const seed = 'ab'.repeat(32);
const items: PackageItem[] = ['小鹿', '狐狸', '貓頭鷹', '刺蝟', '松鼠', '秘密熊'].map((name, i) => ({
  name,
  rarity: i === 5 ? 'secret' : 'normal',
  image_url: `/f/${i}.png`,
}));
const layout = layoutPackage(seed, items);
const pkg = 'p-1';
const at = '2026-11-24T10:00:00.000Z';

/** A whole life of a 6-slot box: a lock, a hint and an insight on slot 0, six slots drawn, sold out, revealed. */
function storedEvents() {
  const notMe = layout.find((it) => it.name !== layout[0]!.name)!;
  const data = [
    { type: 'PackageOpened', data: { packageId: pkg, productId: '2001', items, commitment: packageCommitment(pkg, seed) } },
    { type: 'SlotLocked', data: { packageId: pkg, itemIndex: 0, userId: 'u-a', lockedAt: at, expiresAt: at } },
    { type: 'SlotHintRevealed', data: { packageId: pkg, itemIndex: 0, userId: 'u-a', notMeItem: notMe, reference: 'h1' } },
    { type: 'SlotInsightRevealed', data: { packageId: pkg, itemIndex: 0, userId: 'u-a', currentItem: layout[0], reference: 'i1' } },
    ...layout.map((item, itemIndex) => ({ type: 'SlotDrawn', data: { packageId: pkg, itemIndex, orderId: `o-${itemIndex}`, userId: 'u-a', item } })),
    { type: 'PackageSoldOut', data: { packageId: pkg } },
    { type: 'PackageSeedRevealed', data: { packageId: pkg, seed } },
  ];
  return data.map((e, revision) => ({ revision, recordedAt: at, ...e }));
}
const exported = () => packageAuditLines(storedEvents());
/** A line changed and (optionally) re-hashed, with the chain after it re-linked, as a careful forger would. */
function forge(lines: PackageAuditLine[], index: number, change: (line: PackageAuditLine) => void): PackageAuditLine[] {
  const out = lines.map((l) => structuredClone(l));
  change(out[index]!);
  for (let i = index; i < out.length; i++) {
    out[i]!.prevHash = i === 0 ? '0'.repeat(64) : out[i - 1]!.hash;
    out[i]!.hash = packageLineHash(out[i]!);
  }
  return out;
}

describe('verifyPackageLog', () => {
  it('given the exported life of a box, when verified, then commitment, chain, hint, insight and every slot check out', () => {
    const result = verifyPackageLog(
      parsePackageAuditExport(
        exported()
          .map((l) => JSON.stringify(l))
          .join('\n'),
      ),
    );
    expect(result).toMatchObject({ status: 'verified', summary: { slots: 6, slotsDrawn: 6, hints: 1, insights: 1 } });
  });

  it('given an export, when read, then no user id appears, only participant tags', () => {
    const text = exported()
      .map((l) => JSON.stringify(l))
      .join('\n');
    expect(text).not.toContain('u-a');
    expect(text).toContain('participant');
  });

  it('given a box still selling, when verified, then it is not yet verifiable but the chain checks out', () => {
    expect(verifyPackageLog(exported().slice(0, 6)).status).toBe('unrevealed');
  });

  it('given a line edited without re-hashing, when verified, then the chain is broken at that line', () => {
    const lines = exported();
    (lines[5]!.data as { orderId: string }).orderId = 'other';
    expect(verifyPackageLog(lines)).toMatchObject({ status: 'failed', failure: { index: 5, code: 'chain-broken' } });
  });

  it('given a slot sold as another item and the chain re-linked, when verified, then the committed layout catches it', () => {
    const lines = forge(exported(), 4, (l) => void ((l.data as { item: PackageItem }).item = layout[1]!));
    expect(verifyPackageLog(lines)).toMatchObject({ status: 'failed', failure: { index: 4, code: 'item-mismatch' } });
  });

  it("given a hint naming the slot's own item, when verified, then it is untrue", () => {
    const lines = forge(exported(), 2, (l) => void ((l.data as { notMeItem: PackageItem }).notMeItem = layout[0]!));
    expect(verifyPackageLog(lines)).toMatchObject({ status: 'failed', failure: { index: 2, code: 'hint-untrue' } });
  });

  it('given a seed that does not match the commitment, when verified, then the reveal fails', () => {
    const lines = forge(exported(), 11, (l) => void ((l.data as { seed: string }).seed = 'cd'.repeat(32)));
    expect(verifyPackageLog(lines)).toMatchObject({ status: 'failed', failure: { code: 'commitment-mismatch' } });
  });

  it('given a slot drawn twice or a sell-out with slots left, when verified, then each is named', () => {
    const twice = forge(exported(), 5, (l) => void ((l.data as { itemIndex: number }).itemIndex = 0));
    expect(verifyPackageLog(twice)).toMatchObject({ status: 'failed', failure: { index: 5, code: 'slot-drawn-twice' } });
    const early = packageAuditLines([...storedEvents().slice(0, 5), { ...storedEvents()[10]!, revision: 5 }]);
    expect(verifyPackageLog(early)).toMatchObject({ status: 'failed', failure: { code: 'sold-out-early' } });
  });

  it('given a missing line, when verified, then the revision gap or the chain names it', () => {
    const lines = exported();
    lines.splice(3, 1);
    expect(verifyPackageLog(lines)).toMatchObject({ status: 'failed', failure: { index: 3 } });
  });
});
