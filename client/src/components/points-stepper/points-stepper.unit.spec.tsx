import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PointsStepper, type PointsStepperProps } from './points-stepper';

function Harness(props: Omit<PointsStepperProps, 'value' | 'onChange'> & { initial?: number; seen?: number[] }) {
  const { initial = 0, seen, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <PointsStepper
      {...rest}
      value={value}
      onChange={(next) => {
        seen?.push(next);
        setValue(next);
      }}
    />
  );
}

const value = () => screen.getByTestId('points-value').textContent;
const plus = () => fireEvent.click(screen.getByTestId('points-plus'));
const minus = () => fireEvent.click(screen.getByTestId('points-minus'));

describe('PointsStepper', () => {
  it('steps by 200 up to ⌊price × 50 % × 20 / 200⌋ × 200 and shows the 元 taken off', () => {
    // 150 元 × 50 % × 20 = 1500 points → 1400 at most.
    render(<Harness price={150} balance={5000} />);
    expect(screen.getByTestId('points-stepper').getAttribute('data-max')).toBe('1400');
    for (let i = 0; i < 10; i++) plus();
    expect(value()).toBe('1,400');
    expect(screen.getByTestId('points-discount').textContent).toBe('-$70');
    expect((screen.getByTestId('points-plus') as HTMLButtonElement).disabled).toBe(true);
    minus();
    expect(value()).toBe('1,200');
  });

  it('is capped by the balance and uses the VIP limit when given', () => {
    render(<Harness price={1000} balance={900} limitPercent={100} />);
    for (let i = 0; i < 10; i++) plus();
    expect(value()).toBe('800');
  });

  it('shows 紅利不足 and stays at 0 with fewer than 200 usable points', () => {
    render(<Harness price={1000} balance={199} />);
    expect(screen.getByTestId('points-insufficient').textContent).toBe('紅利不足');
    expect((screen.getByTestId('points-plus') as HTMLButtonElement).disabled).toBe(true);
    expect(value()).toBe('0');
  });

  it('never goes below 0', () => {
    render(<Harness price={1000} balance={1000} />);
    expect((screen.getByTestId('points-minus') as HTMLButtonElement).disabled).toBe(true);
    plus();
    minus();
    expect(value()).toBe('0');
  });

  it('brings a value the rule no longer allows down to the new maximum', () => {
    const seen: number[] = [];
    const { rerender } = render(<Harness price={1000} balance={5000} initial={1000} seen={seen} />);
    expect(value()).toBe('1,000');
    rerender(<Harness price={50} balance={5000} initial={1000} seen={seen} />);
    // 50 元 × 50 % × 20 = 500 → 400.
    expect(seen).toEqual([400]);
    expect(value()).toBe('400');
  });
});
