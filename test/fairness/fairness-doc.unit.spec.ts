// docs/fairness.md is a specification an auditor implements without reading our code: its test
// vectors must be what the shop's code computes, and the Python verifier it embeds must pass an
// honest log, say "not yet verifiable" for an unrevealed one, and stop at the right event of every
// tampered log the shop's own verifier is tested with.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  beaconPublicKeyOf,
  beaconRoundMessage,
  beaconRoundProblem,
  bytesToHex,
  concatBytes,
  hexToBytes,
  hmacSha256,
  packageCommitmentV3,
  signBeaconRound,
  utf8Bytes,
  canonicalJson,
  capsuleOrder,
  gachaCommitment,
  gachaCommitmentV2,
  gachaCommitmentV3,
  gachaV3DrawKey,
  drawCapsuleV3,
  createShuffleStream,
  gachaEventHash,
  layoutPackage,
  packageCommitment,
  packageCommitmentV2,
  packageLineHash,
  packageParticipantTag,
  verifyPackageLog,
  type PackageAuditLine,
  type PackageItem,
  gachaParticipantTag,
  verifyGachaLog,
  type GachaItem,
  findWinningPositions,
  layoutTube,
  prizeAt,
  tubeCommitment,
  tubeEventHash,
  tubeParticipantTag,
  tubeTxid,
  verifyTubeLog,
  type PrizeTier,
} from '@shop/contracts';
import {
  honestGachaLog,
  honestGachaV3Log,
  tamperedGachaLogs,
  tamperedGachaV3Logs,
  unrevealedGachaLog,
  unrevealedGachaV3Log,
} from '@shop/testing/gacha-logs';
import {
  forgedBeaconTubeLog,
  honestBeaconTubeLog,
  honestTubeLog,
  reservedTubeLog,
  tamperedTubeLogs,
  unrevealedTubeLog,
} from '@shop/testing/tube-logs';
import {
  forgedBeaconPackageLog,
  honestPackageLog,
  honestPackageV1Log,
  honestPackageV2Log,
  tamperedPackageLogs,
  unrevealedPackageLog,
} from '@shop/testing/package-logs';

const doc = readFileSync(resolve(__dirname, '../../docs/fairness.md'), 'utf8');

/** The first fenced block of `lang` after `heading`. */
function fenced(heading: string, lang: string): string {
  const from = doc.indexOf(heading);
  if (from < 0) throw new Error(`docs/fairness.md has no "${heading}"`);
  const match = new RegExp('```' + lang + '\\n([\\s\\S]*?)\\n```').exec(doc.slice(from));
  if (!match) throw new Error(`no ${lang} block after "${heading}"`);
  return match[1]!;
}

type Vectors = {
  seed: string;
  tubeId: string;
  prizes: { tier: PrizeTier; name: string; quantity: number; image_url: string }[];
  commitment: string;
  txid: string;
  txidWithBeacon: { beaconRandomness: string; txid: string };
  layout: string;
  prizeNames: string[];
  participant: { userId: string; tag: string };
  chain: { event: { type: string; data: Record<string, unknown> }; hash: string }[];
  positions: { txid: string; prizeCount: number; totalTickets: number; positions: number[]; stepsUsed: number; complete: boolean }[];
};

describe('docs/fairness.md test vectors', () => {
  const v = JSON.parse(fenced('## 6. Test vectors', 'json')) as Vectors;
  const total = v.prizeNames.length;

  it('are what the shop computes: commitment, txid (with and without a beacon), layout and prize names', () => {
    expect(tubeCommitment(v.tubeId, v.seed)).toBe(v.commitment);
    expect(tubeTxid(v.seed)).toBe(v.txid);
    expect(tubeTxid(v.seed, v.txidWithBeacon.beaconRandomness)).toBe(v.txidWithBeacon.txid);
    const layout = layoutTube({ tubeId: v.tubeId, seedHex: v.seed, totalTickets: total, prizes: v.prizes });
    expect(layout.txid).toBe(v.txid);
    expect(layout.tiers.join('')).toBe(v.layout);
    expect(Array.from({ length: total }, (_, i) => prizeAt(layout, v.prizes, i + 1).name)).toEqual(v.prizeNames);
    expect(tubeParticipantTag(v.tubeId, v.participant.userId)).toBe(v.participant.tag);
  });

  it('chain three events: each hash is the next prevHash, and the worked example is the first event’s canonical JSON', () => {
    let prev = '0'.repeat(64);
    for (const { event, hash } of v.chain) {
      expect(event.data.prevHash).toBe(prev);
      expect(tubeEventHash(event)).toBe(hash);
      prev = hash;
    }
    const [opened] = v.chain;
    expect(fenced("**Worked example of one event's hash.**", '')).toBe(canonicalJson({ type: opened!.event.type, data: opened!.event.data }));
    expect(doc).toContain(`hash to \`${opened!.hash}\``);
  });

  it('give the grand-prize positions of the spec algorithm', () => {
    for (const p of v.positions) {
      expect(findWinningPositions(p.txid, p.prizeCount, p.totalTickets)).toEqual({
        positions: p.positions,
        stepsUsed: p.stepsUsed,
        complete: p.complete,
      });
    }
  });
});

describe('docs/fairness.md §7: the beacon', () => {
  it('gives a local beacon round as the shop signs and checks it', () => {
    const v = JSON.parse(fenced('## 7. The beacon', 'json')) as {
      secretKey: string;
      publicKey: string;
      round: number;
      message: string;
      signature: string;
      randomness: string;
    };
    expect(beaconPublicKeyOf(v.secretKey)).toBe(v.publicKey);
    expect(bytesToHex(beaconRoundMessage(v.round))).toBe(v.message);
    expect(signBeaconRound(v.secretKey, v.round)).toEqual({ round: v.round, signature: v.signature, randomness: v.randomness });
    expect(beaconRoundProblem(v.publicKey, { round: v.round, signature: v.signature, randomness: v.randomness })).toBeNull();
  });

  it('quotes a real quicknet round that verifies against quicknet key', () => {
    const section = doc.slice(doc.indexOf('## 7. The beacon'), doc.indexOf('## 8.'));
    const hexAfter = (label: string) => new RegExp(`${label}\\s+\`([0-9a-f]+)\``).exec(section)![1]!;
    expect(beaconRoundProblem(hexAfter('public key'), { round: 1, signature: hexAfter('signature'), randomness: hexAfter('randomness') })).toBeNull();
  });
});

describe('the Python verifier embedded in docs/fairness.md', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fairness-doc-'));
  const script = join(dir, 'verify_tube.py');
  writeFileSync(script, fenced('## 5. By hand, sharing no code with us', 'python'));
  const run = (log: readonly { type: string }[]) => {
    const file = join(dir, `log-${Math.random().toString(36).slice(2)}.ndjson`);
    writeFileSync(file, log.map((l) => JSON.stringify(l)).join('\n') + '\n');
    const out = spawnSync('python3', [script, file], { encoding: 'utf8' });
    if (out.error) throw out.error;
    return { status: out.status, text: out.stdout + out.stderr };
  };

  it('verifies an honest sold-out log, agreeing with the shop on the txid and layout', () => {
    const log = honestTubeLog();
    const shop = verifyTubeLog(log);
    expect(shop.status).toBe('verified');
    const py = run(log);
    expect(py.text).toContain(`VERIFIED: chain of ${log.length} events`);
    expect(py.text).toContain(`txid ${shop.status === 'verified' ? shop.summary.txid : ''}`);
    expect(py.status).toBe(0);
  });

  it('verifies a log with card orders’ reservations, as the shop does, and fails one naming a number the tube lacks', () => {
    const log = reservedTubeLog();
    expect(verifyTubeLog(log).status).toBe('verified');
    const py = run(log);
    expect(py.text).toContain(`VERIFIED: chain of ${log.length} events`);
    expect(py.status).toBe(0);
    const bad = reservedTubeLog(9);
    expect(verifyTubeLog(bad)).toMatchObject({ status: 'failed', failure: { index: 1, type: 'TicketsReserved', code: 'number-out-of-range' } });
    const failed = run(bad);
    expect(failed.status).toBe(1);
    expect(failed.text).toContain('ticket 9 reserved in a tube of 8');
  });

  it('verifies a tube that mixed in a beacon round, agreeing with the shop on the txid', () => {
    const log = honestBeaconTubeLog();
    const shop = verifyTubeLog(log);
    expect(shop).toMatchObject({ status: 'verified', summary: { beacon: { round: 4242 } } });
    const py = run(log);
    expect(py.text).toContain(`txid ${shop.status === 'verified' ? shop.summary.txid : ''}`);
    expect(py.status).toBe(0);
  });

  it('leaves a forged beacon signature to the BLS check, as §7 says: the shop fails it, the script cannot', () => {
    const log = forgedBeaconTubeLog();
    expect(verifyTubeLog(log)).toMatchObject({ status: 'failed', failure: { index: log.length - 1, code: 'beacon-forged' } });
    expect(run(log).status).toBe(0);
  });

  it('checks an unrevealed log as far as it can and exits 2, without crashing', () => {
    const py = run(unrevealedTubeLog());
    expect(py.text).toContain('NOT YET VERIFIABLE');
    expect(py.status).toBe(2);
  });

  it.each(tamperedTubeLogs().map((t) => [t.name, t] as const))('stops at the tampered event: %s', (_name, tampered) => {
    const shop = verifyTubeLog(tampered.log);
    expect(shop).toMatchObject({ status: 'failed', failure: { index: tampered.failsAt, code: tampered.code } });
    const py = run(tampered.log);
    expect(py.text).toContain(`FAILED at event #${tampered.failsAt} ${tampered.log[tampered.failsAt]!.type}:`);
    expect(py.status).toBe(1);
  });
});

describe('docs/fairness.md §9: capsule machines', () => {
  type GachaVectors = {
    seed: string;
    machineId: string;
    round: number;
    items: GachaItem[];
    commitment: string;
    order: string[];
    participant: { userId: string; tag: string };
    chain: { event: { type: string; data: Record<string, unknown> }; hash: string }[];
  };
  const v = JSON.parse(fenced('## 9. Gacha capsule machines', 'json')) as GachaVectors;

  it('gacha-v2 vectors: the statement hashed, the commitment (and a reordered list’s), the order and the first event’s hash', () => {
    const v2 = JSON.parse(fenced('**Test vectors, gacha-v2.**', 'json')) as GachaVectors & {
      statement: string;
      commitmentOfReversedItems: string;
      stocked: { type: string; data: Record<string, unknown> };
      stockedHash: string;
    };
    expect(canonicalJson({ scheme: 'gacha-v2', machineId: v2.machineId, round: v2.round, items: v2.items })).toBe(v2.statement);
    expect(gachaCommitmentV2(v2.machineId, v2.round, v2.items, v2.seed)).toBe(v2.commitment);
    expect(gachaCommitmentV2(v2.machineId, v2.round, [...v2.items].reverse(), v2.seed)).toBe(v2.commitmentOfReversedItems);
    expect(capsuleOrder(v2.seed, v2.items)).toEqual(v2.order);
    expect(v2.stocked.data).toMatchObject({ items: v2.items, scheme: 'gacha-v2', commitment: v2.commitment });
    expect(gachaEventHash(v2.stocked as { type: string; data: { machineId: string } })).toBe(v2.stockedHash);
  });

  it('gacha-v3 vectors: the statement (with the beacon key), the commitment, and each draw’s message, key, index and item', () => {
    const v3 = JSON.parse(fenced('**Test vectors, gacha-v3.**', 'json')) as {
      seed: string;
      machineId: string;
      round: number;
      items: GachaItem[];
      beaconSecretKey: string;
      beaconPublicKey: string;
      statement: string;
      commitment: string;
      draws: {
        position: number;
        orderId: string;
        beaconRound: number;
        beaconSignature: string;
        beaconRandomness: string;
        message: string;
        drawKey: string;
        poolSize: number;
        index: number;
        itemId: string;
      }[];
    };
    expect(beaconPublicKeyOf(v3.beaconSecretKey)).toBe(v3.beaconPublicKey);
    const { seed, machineId, round, items, beaconPublicKey } = v3;
    expect(canonicalJson({ scheme: 'gacha-v3', machineId, round, items, beaconPublicKey })).toBe(v3.statement);
    expect(gachaCommitmentV3(machineId, round, items, beaconPublicKey, seed)).toBe(v3.commitment);
    const left = new Map(items.map((i) => [i.id, i.quantity]));
    for (const d of v3.draws) {
      expect(signBeaconRound(v3.beaconSecretKey, d.beaconRound)).toEqual({
        round: d.beaconRound,
        signature: d.beaconSignature,
        randomness: d.beaconRandomness,
      });
      expect(beaconRoundProblem(beaconPublicKey, { round: d.beaconRound, signature: d.beaconSignature, randomness: d.beaconRandomness })).toBeNull();
      const draw = { machineId, round, position: d.position, orderId: d.orderId, beaconRound: d.beaconRound, beaconRandomness: d.beaconRandomness };
      const { beaconRandomness: randomness, ...rest } = draw;
      expect(canonicalJson({ scheme: 'gacha-v3', ...rest, randomness })).toBe(d.message);
      expect(bytesToHex(hmacSha256(hexToBytes(seed), utf8Bytes(d.message)))).toBe(d.drawKey);
      expect(gachaV3DrawKey(seed, draw)).toBe(d.drawKey);
      expect([...left.values()].reduce((n, q) => n + q, 0)).toBe(d.poolSize);
      expect(createShuffleStream(d.drawKey).below(d.poolSize)).toBe(d.index);
      expect(drawCapsuleV3(seed, items, left, draw)).toBe(d.itemId);
      left.set(d.itemId, left.get(d.itemId)! - 1);
    }
  });

  it('gacha-v1 vectors are what the shop computes: commitment, capsule order, participant tag and the chained events', () => {
    expect(gachaCommitment(v.machineId, v.round, v.seed)).toBe(v.commitment);
    expect(capsuleOrder(v.seed, v.items)).toEqual(v.order);
    expect(gachaParticipantTag(v.machineId, v.participant.userId)).toBe(v.participant.tag);
    let prev = '0'.repeat(64);
    for (const { event, hash } of v.chain) {
      expect(event.data.prevHash).toBe(prev);
      expect(gachaEventHash(event)).toBe(hash);
      prev = hash;
    }
    const drawn = v.chain.filter((c) => c.event.type === 'CapsuleDrawn').map((c) => c.event.data.itemId);
    expect(drawn).toEqual(v.order.slice(0, drawn.length));
  });

  const dir = mkdtempSync(join(tmpdir(), 'fairness-doc-gacha-'));
  const script = join(dir, 'verify_tube.py');
  writeFileSync(script, fenced('## 5. By hand, sharing no code with us', 'python'));
  const run = (log: readonly { type: string }[]) => {
    const file = join(dir, `log-${Math.random().toString(36).slice(2)}.ndjson`);
    writeFileSync(file, log.map((l) => JSON.stringify(l)).join('\n') + '\n');
    const out = spawnSync('python3', [script, file], { encoding: 'utf8' });
    if (out.error) throw out.error;
    return { status: out.status, text: out.stdout + out.stderr };
  };

  it('the Python verifier passes an honest two-round machine log, as the shop does', () => {
    const log = honestGachaLog();
    expect(verifyGachaLog(log)).toMatchObject({ status: 'verified', summary: { rounds: 2, capsulesDrawn: 6, verifiedRounds: [1, 2] } });
    const py = run(log);
    expect(py.text).toContain(`VERIFIED: chain of ${log.length} events, 2 rounds, 6 capsules in their committed order`);
    expect(py.status).toBe(0);
  });

  it('the Python verifier checks an unrevealed machine log as far as it can and exits 2', () => {
    expect(verifyGachaLog(unrevealedGachaLog()).status).toBe('unrevealed');
    const py = run(unrevealedGachaLog());
    expect(py.text).toContain('NOT YET VERIFIABLE');
    expect(py.status).toBe(2);
  });

  it('the Python verifier passes an honest gacha-v3 machine log and waits on an unrevealed one, as the shop does', () => {
    const log = honestGachaV3Log();
    expect(verifyGachaLog(log)).toMatchObject({ status: 'verified', summary: { rounds: 1, capsulesDrawn: 6, verifiedRounds: [1] } });
    expect(run(log).text).toContain(`VERIFIED: chain of ${log.length} events, 1 rounds, 6 capsules`);
    expect(verifyGachaLog(unrevealedGachaV3Log()).status).toBe('unrevealed');
    expect(run(unrevealedGachaV3Log()).status).toBe(2);
  });

  // A round signed by another key with its randomness SHA-256 of that signature: only the BLS check (npm run verify, the browser) tells it.
  const pythonChecks = (t: { code: string }) => t.code !== 'beacon-forged';
  it.each([...tamperedGachaLogs(), ...tamperedGachaV3Logs().filter(pythonChecks)].map((t) => [t.name, t] as const))(
    'the Python verifier stops where the shop does: %s',
    (_name, tampered) => {
      expect(verifyGachaLog(tampered.log)).toMatchObject({ status: 'failed', failure: { index: tampered.failsAt, code: tampered.code } });
      const py = run(tampered.log);
      expect(py.text).toContain(`FAILED at event #${tampered.failsAt} ${tampered.log[tampered.failsAt]?.type ?? '(end of log)'}:`);
      expect(py.status).toBe(1);
    },
  );
});

describe('docs/fairness.md §10: blind boxes', () => {
  type PackageVectors = {
    seed: string;
    packageId: string;
    items: PackageItem[];
    statement: string;
    commitment: string;
    commitmentOfReversedItems: string;
    commitmentV1: string;
    layout: string[];
    participant: { userId: string; tag: string };
    lines: PackageAuditLine[];
  };
  const v = JSON.parse(fenced('**Test vectors.** The box `doc-box`', 'json')) as PackageVectors;

  it('package-v3 vectors: the statement hashed (with the beacon round and key), the commitment, the shuffle key and the layout', () => {
    const v3 = JSON.parse(fenced('**Test vectors, package-v3.**', 'json')) as {
      packageId: string;
      seed: string;
      beaconRound: number;
      beaconPublicKey: string;
      statement: string;
      commitment: string;
      beaconRandomness: string;
      beaconSignature: string;
      shuffleKey: string;
      layout: string[];
    };
    const beacon = { beaconRound: v3.beaconRound, beaconPublicKey: v3.beaconPublicKey };
    expect(canonicalJson({ scheme: 'package-v3', packageId: v3.packageId, items: v.items, ...beacon })).toBe(v3.statement);
    expect(packageCommitmentV3(v3.packageId, v.items, beacon, v3.seed)).toBe(v3.commitment);
    expect(
      beaconRoundProblem(v3.beaconPublicKey, { round: v3.beaconRound, signature: v3.beaconSignature, randomness: v3.beaconRandomness }),
    ).toBeNull();
    expect(bytesToHex(hmacSha256(hexToBytes(v3.seed), concatBytes(utf8Bytes('package-v3'), hexToBytes(v3.beaconRandomness))))).toBe(v3.shuffleKey);
    expect(layoutPackage(v3.seed, v.items, v3.beaconRandomness).map((i) => i.name)).toEqual(v3.layout);
  });

  it('vectors are what the shop computes: statement, commitments, layout, participant tag and the export chain', () => {
    expect(canonicalJson({ scheme: 'package-v2', packageId: v.packageId, items: v.items })).toBe(v.statement);
    expect(packageCommitmentV2(v.packageId, v.items, v.seed)).toBe(v.commitment);
    expect(packageCommitmentV2(v.packageId, [...v.items].reverse(), v.seed)).toBe(v.commitmentOfReversedItems);
    expect(packageCommitment(v.packageId, v.seed)).toBe(v.commitmentV1);
    expect(layoutPackage(v.seed, v.items).map((i) => i.name)).toEqual(v.layout);
    expect(packageParticipantTag(v.packageId, v.participant.userId)).toBe(v.participant.tag);
    let prev = '0'.repeat(64);
    for (const line of v.lines) {
      expect(line.prevHash).toBe(prev);
      expect(packageLineHash(line)).toBe(line.hash);
      prev = line.hash;
    }
    expect(v.lines[0]!.data).toMatchObject({ items: v.items, scheme: 'package-v2', commitment: v.commitment });
    expect(verifyPackageLog(v.lines).status).toBe('unrevealed');
  });

  const dir = mkdtempSync(join(tmpdir(), 'fairness-doc-package-'));
  const script = join(dir, 'verify_tube.py');
  writeFileSync(script, fenced('## 5. By hand, sharing no code with us', 'python'));
  const run = (log: readonly object[]) => {
    const file = join(dir, `log-${Math.random().toString(36).slice(2)}.ndjson`);
    writeFileSync(file, log.map((l) => JSON.stringify(l)).join('\n') + '\n');
    const out = spawnSync('python3', [script, file], { encoding: 'utf8' });
    if (out.error) throw out.error;
    return { status: out.status, text: out.stdout + out.stderr };
  };

  it.each([
    ['package-v3', honestPackageLog()],
    ['package-v2', honestPackageV2Log()],
    ['package-v1', honestPackageV1Log()],
  ])('the Python verifier passes an honest sold-out %s box, as the shop does', (_scheme, log) => {
    expect(verifyPackageLog(log).status).toBe('verified');
    const py = run(log);
    expect(py.text).toContain(`VERIFIED: chain of ${log.length} lines, 4 slots against the committed layout`);
    expect(py.status).toBe(0);
  });

  it('the Python verifier checks a box not yet sold out as far as it can and exits 2', () => {
    expect(verifyPackageLog(unrevealedPackageLog()).status).toBe('unrevealed');
    const py = run(unrevealedPackageLog());
    expect(py.text).toContain('NOT YET VERIFIABLE');
    expect(py.status).toBe(2);
  });

  it('leaves a forged beacon signature of a package-v3 box to the BLS check: the shop fails it, the script cannot', () => {
    const log = forgedBeaconPackageLog();
    expect(verifyPackageLog(log)).toMatchObject({ status: 'failed', failure: { index: log.length - 1, code: 'beacon-forged' } });
    expect(run(log).status).toBe(0);
  });

  it.each(tamperedPackageLogs().map((t) => [t.name, t] as const))('the Python verifier stops where the shop does: %s', (_name, tampered) => {
    expect(verifyPackageLog(tampered.log)).toMatchObject({ status: 'failed', failure: { index: tampered.failsAt, code: tampered.code } });
    const py = run(tampered.log);
    expect(py.text).toContain(`FAILED at event #${tampered.failsAt} ${tampered.log[tampered.failsAt]?.type ?? '(end of log)'}:`);
    expect(py.status).toBe(1);
  });
});
