import { describe, expect, it } from 'vitest';
import {
  applicationSchema,
  toLocalDayString,
  step1Schema,
  step2Schema,
  step3Schema,
  step5Schema,
  step6Schema,
} from './applications';

/** The first message for `field`, or undefined when the value passes. */
function messageOf(
  schema: {
    safeParse(v: unknown): {
      success: boolean;
      error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
    };
  },
  values: Record<string, unknown>,
  field: string,
) {
  const result = schema.safeParse(values);
  return result.success ? undefined : result.error!.issues.find((i) => i.path[0] === field)?.message;
}

const step1 = { projectName: 'Acme', companyType: 'startup', industry: 'defi' };
const step3 = {
  description: 'd'.repeat(50),
  problemStatement: 'p'.repeat(20),
  solution: 's'.repeat(20),
  targetMarket: 't'.repeat(10),
  businessModel: 'b'.repeat(10),
};

describe('step 1', () => {
  it.each([
    ['', 'Project name is required'],
    ['  ', 'Project name is required'],
    ['ab', 'Project name must be at least 3 characters long'],
    ['abc', undefined],
    ['x'.repeat(100), undefined],
    ['x'.repeat(101), 'Project name must be no more than 100 characters'],
  ])('projectName %j', (projectName, message) => {
    expect(messageOf(step1Schema, { ...step1, projectName }, 'projectName')).toBe(message);
  });
  it('requires company type and industry', () => {
    expect(messageOf(step1Schema, { ...step1, companyType: '' }, 'companyType')).toBe(
      'Company type is required',
    );
    expect(messageOf(step1Schema, { ...step1, industry: undefined }, 'industry')).toBe(
      'Industry is required',
    );
  });
  it('accepts URLs with or without scheme and refuses others', () => {
    expect(messageOf(step1Schema, { ...step1, websiteUrl: 'acme.io' }, 'websiteUrl')).toBeUndefined();
    expect(messageOf(step1Schema, { ...step1, websiteUrl: 'acme' }, 'websiteUrl')).toBe(
      'Please enter a valid URL (e.g., https://example.com)',
    );
    expect(messageOf(step1Schema, { ...step1, linkedinUrl: 'https://example.com/x' }, 'linkedinUrl')).toMatch(
      /LinkedIn/,
    );
  });
});

describe('step 2', () => {
  it.each([
    ['A', 'Contact name must be at least 2 characters long'],
    ['Al', undefined],
  ])('contactName %j', (contactName, message) => {
    expect(messageOf(step2Schema, { contactName, contactEmail: 'a@b.co' }, 'contactName')).toBe(message);
  });
  it('checks the e-mail', () => {
    expect(messageOf(step2Schema, { contactName: 'Al', contactEmail: 'nope' }, 'contactEmail')).toBe(
      'Please enter a valid email address (e.g., name@example.com)',
    );
    expect(messageOf(step2Schema, { contactName: 'Al', contactEmail: '' }, 'contactEmail')).toBe(
      'Contact email is required',
    );
  });
});

describe('step 3 (trimmed lengths)', () => {
  it.each([
    ['description', 49, 'Project description must be at least 50 characters long'],
    ['description', 50, undefined],
    ['description', 2000, undefined],
    ['description', 2001, 'Project description must be no more than 2000 characters long'],
    ['problemStatement', 19, 'Problem statement must be at least 20 characters long'],
    ['solution', 1001, 'Solution must be no more than 1000 characters long'],
    ['targetMarket', 9, 'Target market must be at least 10 characters long'],
    ['businessModel', 501, 'Business model must be no more than 500 characters long'],
  ])('%s of %i characters', (field, length, message) => {
    expect(messageOf(step3Schema, { ...step3, [field]: 'x'.repeat(length) }, field)).toBe(message);
  });
  it('counts characters after trimming', () => {
    expect(messageOf(step3Schema, { ...step3, description: ` ${'x'.repeat(49)}   ` }, 'description')).toMatch(
      /at least 50/,
    );
  });
});

describe('step 5', () => {
  it.each([
    ['fundingGoal', 'abc', 'Funding goal must be a valid number'],
    ['fundingGoal', '-1', 'Funding goal cannot be negative'],
    ['fundingGoal', '$1,000', undefined],
    ['currentFunding', '1e3', 'Current funding must be a valid number'],
    ['currentFunding', '0.001', 'Current funding can have at most 2 decimal places'],
    ['fundingGoal', '$50,000.505', 'Funding goal can have at most 2 decimal places'],
    ['fundingGoal', '$50,000.50', undefined],
    ['teamSize', '3.5', 'Team size must be a whole number'],
    ['teamSize', '-2', 'Team size cannot be negative'],
    ['teamSize', '$5', 'Team size must be a valid number'],
  ])('%s = %j', (field, value, message) => {
    expect(messageOf(step5Schema, { [field]: value }, field)).toBe(message);
  });
  it('refuses current funding above the goal', () => {
    expect(messageOf(step5Schema, { currentFunding: '10', fundingGoal: '9' }, 'currentFunding')).toBe(
      'Current funding cannot exceed your funding goal',
    );
    expect(
      messageOf(step5Schema, { currentFunding: '9', fundingGoal: '9' }, 'currentFunding'),
    ).toBeUndefined();
  });
  it('reads money to numbers and empty to null', () => {
    const out = step5Schema.parse({ currentFunding: '$1,200.50', fundingGoal: '', teamSize: '4' });
    expect(out).toMatchObject({ currentFunding: 1200.5, fundingGoal: null, teamSize: 4 });
  });
});

describe('step 6', () => {
  const day = 24 * 3600 * 1000;
  const years = (n: number) => {
    const d = new Date();
    d.setFullYear(d.getFullYear() + n);
    return d;
  };
  it.each([
    [toLocalDayString(new Date()), undefined],
    [toLocalDayString(new Date(Date.now() - 3 * day)), 'Launch date cannot be in the past'],
    [toLocalDayString(years(5)), undefined],
    [toLocalDayString(new Date(years(5).getTime() + 3 * day)), 'Launch date must be within 5 years'],
    ['2027-02-31', 'Please enter a valid date'],
    ['next year', 'Please enter a valid date'],
  ])('expectedLaunchDate %s', (expectedLaunchDate, message) => {
    expect(messageOf(step6Schema, { expectedLaunchDate }, 'expectedLaunchDate')).toBe(message);
  });
});

describe('applicationSchema', () => {
  it('accepts the required fields alone', () => {
    const result = applicationSchema.safeParse({
      ...step1,
      contactName: 'Al',
      contactEmail: 'a@b.co',
      ...step3,
    });
    expect(result.success).toBe(true);
  });
});

describe('the shared text rule (issue 12), the same in the form and on the server', () => {
  it.each([
    ['projectName', '\0\0\0', 'Project name must not contain control characters'],
    ['projectName', '  \n\t ', 'Project name is required'],
    ['projectName', 'a  \n b', undefined],
  ])('step 1 %s = %j', (field, value, message) => {
    expect(messageOf(step1Schema, { ...step1, [field]: value }, field)).toBe(message);
  });

  it('measures a description after normalising it', () => {
    const spaced = `${'word '.repeat(9)}${' '.repeat(40)}`;
    expect(messageOf(step3Schema, { ...step3, description: spaced }, 'description')).toBe(
      'Project description must be at least 50 characters long',
    );
    expect(messageOf(step3Schema, { ...step3, description: '\x07'.repeat(50) }, 'description')).toBe(
      'Project description must not contain control characters',
    );
  });

  it('hands the normalised value on', () => {
    const parsed = step2Schema.parse({ contactName: '  Ada \n  Lovelace ', contactEmail: 'a@example.com' });
    expect(parsed.contactName).toBe('Ada Lovelace');
  });
});

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
