import { describe, expect, it } from 'vitest';
import { programmeStatus } from './programme';

const on = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('programmeStatus', () => {
  it('counts the start date as day 1 and names the phase of each boundary day', () => {
    expect(programmeStatus('2026-01-01', on('2026-01-01'))).toMatchObject({
      day: 1,
      state: 'running',
      percent: 1,
    });
    expect(programmeStatus('2026-01-01', on('2026-01-30')).phase?.label).toBe('Foundation');
    expect(programmeStatus('2026-01-01', on('2026-01-31')).phase?.label).toBe('Development');
    expect(programmeStatus('2026-01-01', on('2026-03-11')).phase?.label).toBe('Development');
    expect(programmeStatus('2026-01-01', on('2026-03-12')).phase?.label).toBe('Launch');
    expect(programmeStatus('2026-01-01', on('2026-04-10'))).toMatchObject({ day: 100, percent: 100 });
  });

  it('says when a programme has not started, has finished, or has no date', () => {
    expect(programmeStatus('2026-02-01', on('2026-01-31'))).toMatchObject({ day: 0, state: 'not_started' });
    expect(programmeStatus('2026-01-01', on('2026-04-11'))).toMatchObject({ day: 101, state: 'completed' });
    expect(programmeStatus(null)).toMatchObject({ day: null, state: 'unscheduled', phase: null });
  });
});
