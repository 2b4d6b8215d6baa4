import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { messages } from '@shop/contracts';
import FairnessVerificationPage from './fairness-verification-page';

const m = messages.fairness;
const txid = 'a1'.repeat(32);

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/ichiban/fairness-verification" element={<FairnessVerificationPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const positions = () =>
  within(screen.getByTestId('fairness-positions'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('FairnessVerificationPage', () => {
  it('given a link with all three values then the positions, steps and time show at once', () => {
    renderAt(`/ichiban/fairness-verification?txid=${txid}&prizeCount=3&totalTickets=80`);
    // Pinned by the contracts' Python-checked vector: a1…a1, 3 of 80 → 11, 17, 76 in 3 steps.
    expect(positions()).toEqual(['11', '17', '76']);
    expect(screen.getByTestId('fairness-steps').textContent).toBe('3');
    expect(screen.getByTestId('fairness-ms').textContent).toMatch(/^(< 0\.1|\d+\.\d) ms$/);
    expect(screen.getByTestId('fairness-txid')).toHaveProperty('value', txid);
    expect(screen.getByTestId('fairness-php').textContent).toContain(`$txid = '${txid}';`);
  });

  it('given empty fields when verifying then 請填寫所有欄位 and each field message show', () => {
    renderAt('/ichiban/fairness-verification');
    fireEvent.click(screen.getByTestId('fairness-submit'));
    expect(screen.getByTestId('fairness-failure').textContent).toBe(m.verifyFailed(m.allFieldsRequired));
    expect(screen.getByTestId('fairness-error-txid').textContent).toBe(m.txidRequired);
    expect(screen.getByTestId('fairness-error-prizeCount').textContent).toBe(m.prizeCountRequired);
    expect(screen.getByTestId('fairness-error-totalTickets').textContent).toBe(m.totalTicketsRequired);
    expect(screen.queryByTestId('fairness-result')).toBeNull();
  });

  it.each([
    [{ txid: 'abc', prizeCount: '1', totalTickets: '10' }, 'txid', m.txidFormat],
    [{ txid, prizeCount: '0', totalTickets: '10' }, 'prizeCount', m.prizeCountPositive],
    [{ txid, prizeCount: '1', totalTickets: '-3' }, 'totalTickets', m.totalTicketsPositive],
    [{ txid, prizeCount: '11', totalTickets: '10' }, 'prizeCount', m.prizeCountExceedsTotal],
  ])('given %j when verifying then %s shows %s', (values, field, message) => {
    renderAt('/ichiban/fairness-verification');
    fireEvent.change(screen.getByTestId('fairness-txid'), { target: { value: values.txid } });
    fireEvent.change(screen.getByTestId('fairness-prize-count'), { target: { value: values.prizeCount } });
    fireEvent.change(screen.getByTestId('fairness-total-tickets'), { target: { value: values.totalTickets } });
    fireEvent.click(screen.getByTestId('fairness-submit'));
    expect(screen.getByTestId(`fairness-error-${field}`).textContent).toBe(message);
    expect(screen.getByTestId('fairness-failure').textContent).toBe(m.verifyFailed(message));
  });

  it('given too few distinct values in 100 steps then the shortfall is said plainly', () => {
    renderAt(`/ichiban/fairness-verification?txid=${'0'.repeat(58)}0f4240&prizeCount=3&totalTickets=10`);
    expect(positions()).toEqual(['01', '02']);
    expect(screen.getByTestId('fairness-steps').textContent).toBe('100');
    expect(screen.getByTestId('fairness-incomplete').textContent).toBe(m.incomplete(2, 3));
  });

  it('given the clipboard refuses when copying then 複製失敗，請手動選取複製 is toasted', async () => {
    Object.assign(navigator, { clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    const { toasts } = await import('../../../stores/toast.store');
    renderAt('/ichiban/fairness-verification');
    fireEvent.click(screen.getByTestId('fairness-copy'));
    await screen.findByTestId('fairness-copy');
    await new Promise((r) => setTimeout(r, 0));
    expect(toasts.items.map((t) => t.message)).toContain(m.copyFailed);
  });
});
