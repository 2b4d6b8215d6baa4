import type { CommittedChange } from '@shop/projections';
import { ProjectionCommits, ReadModelNotCaughtUpError } from './projection-commits';

const change = (projection: string): CommittedChange[] => [{ projection, rows: [], deletedKeys: [] }];

describe('waiting on projection commits', () => {
  it('answers at once when the read model already shows the write', async () => {
    await new ProjectionCommits().waitFor('user-account', async () => true);
  });

  it('checks again only when the projection commits', async () => {
    const commits = new ProjectionCommits();
    let shown = false;
    const checks: string[] = [];
    const waiting = commits.waitFor(
      'user-account',
      async () => {
        checks.push(shown ? 'shown' : 'not yet');
        return shown;
      },
      60_000,
    );
    await new Promise((r) => setImmediate(r));
    shown = true;
    commits.publish(change('tube-board'));
    commits.publish(change('user-account'));
    await waiting;
    expect(checks).toEqual(['not yet', 'shown']);
  });

  it('gives up at its bound', async () => {
    await expect(new ProjectionCommits().waitFor('user-account', async () => false, 10)).rejects.toThrow(ReadModelNotCaughtUpError);
  });
});
