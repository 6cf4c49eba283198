import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { addCalendarDays } from '@scenecall/shared';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MultiDateField } from './multi-date-field';

const TODAY = '2026-11-19';

function Harness({ initial, max = 31 }: { initial: string[]; max?: number }) {
  const [dates, setDates] = useState(initial);
  return (
    <MultiDateField
      label="Work dates"
      dates={dates}
      onChange={setDates}
      max={max}
      today={TODAY}
      latest={TODAY}
      hint="Tap each day you worked."
    />
  );
}

const dayButton = (date: string) =>
  document.querySelector<HTMLButtonElement>(`td[data-day="${date}"]:not([data-outside]) button`)!;
const chips = () => screen.getByRole('list', { name: 'Chosen work dates' }).querySelectorAll('li');

describe('the multi-date field', () => {
  afterEach(cleanup);

  it('picks a day with one tap and keeps the chosen days in date order', () => {
    render(<Harness initial={[]} />);
    fireEvent.click(dayButton('2026-11-12'));
    fireEvent.click(dayButton('2026-11-03'));
    expect([...chips()].map((chip) => chip.textContent)).toEqual(['Tue, Nov 3, 2026', 'Thu, Nov 12, 2026']);
    fireEvent.click(dayButton('2026-11-12'));
    expect([...chips()].map((chip) => chip.textContent)).toEqual(['Tue, Nov 3, 2026']);
  });

  it('names each day in full with its visible number, and marks today and the chosen days', () => {
    render(<Harness initial={['2026-11-03']} />);
    expect(dayButton('2026-11-03').getAttribute('aria-label')).toBe('Tuesday, November 3, 2026, selected');
    expect(dayButton(TODAY).getAttribute('aria-label')).toBe('Today, Thursday, November 19, 2026');
  });

  it('refuses days after the latest one', () => {
    render(<Harness initial={[]} />);
    expect(dayButton('2026-11-20').disabled).toBe(true);
    fireEvent.click(dayButton('2026-11-20'));
    expect(chips()).toHaveLength(0);
  });

  it('holds at most the maximum and says so', () => {
    const full = Array.from({ length: 3 }, (_, index) => addCalendarDays('2026-11-01', index));
    render(<Harness initial={full} max={3} />);
    expect(dayButton('2026-11-10').disabled).toBe(true);
    fireEvent.click(dayButton('2026-11-10'));
    expect(chips()).toHaveLength(3);
    expect(screen.getByText('You have chosen 3 dates, the most one entry can hold.')).toBeTruthy();
    fireEvent.click(dayButton('2026-11-02'));
    expect(chips()).toHaveLength(2);
    expect(dayButton('2026-11-10').disabled).toBe(false);
  });

  it('removes a day from its chip', () => {
    render(<Harness initial={['2026-11-03', '2026-11-04']} />);
    fireEvent.keyUp(screen.getByRole('button', { name: 'Tue, Nov 3, 2026, press Delete to remove' }), {
      key: 'Delete',
    });
    expect([...chips()].map((chip) => chip.textContent)).toEqual(['Wed, Nov 4, 2026']);
  });
});
