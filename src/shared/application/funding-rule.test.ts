import { describe, expect, it } from 'vitest';
import { applicationSchema, step5Schema } from '../schemas/applications';

const messages = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => (result.error?.issues ?? []).map((i) => `${String(i.path[0])}: ${i.message}`);

describe('current funding within the goal', () => {
  it('is reported together with errors in other fields', () => {
    const result = step5Schema.safeParse({
      teamSize: 'four',
      fundingGoal: '100000',
      currentFunding: '$250,000',
    });
    expect(messages(result)).toEqual([
      'teamSize: Team size must be a valid number',
      'currentFunding: Current funding cannot exceed your funding goal',
    ]);
    const whole = applicationSchema.safeParse({ fundingGoal: '10', currentFunding: '20' });
    expect(messages(whole)).toContain('currentFunding: Current funding cannot exceed your funding goal');
  });

  it('is not checked while an amount itself is invalid', () => {
    expect(messages(step5Schema.safeParse({ fundingGoal: '-5', currentFunding: '20' }))).toEqual([
      'fundingGoal: Funding goal cannot be negative',
    ]);
  });

  it('accepts funding equal to the goal', () => {
    expect(step5Schema.safeParse({ fundingGoal: '100', currentFunding: '100' }).success).toBe(true);
  });
});
