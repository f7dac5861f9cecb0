import { fileRules } from '~/shared/application-files';

export interface FaqItem {
  id: string;
  question: string;
  answer: string[];
}

const { companyLogo, companyDocuments, whitepaper } = fileRules;

/** The twelve questions of /faq (spec section 2). Programme facts come from spec sections 1 and 9. */
export const faqItems: FaqItem[] = [
  {
    id: 'what-is-hatchery',
    question: 'What is Hatchery?',
    answer: [
      'Hatchery is an incubator for early-stage Web3 startups building on Avalanche. Over 100 days we help founders turn an idea or prototype into a launched product with real users and funding.',
    ],
  },
  {
    id: 'programme-structure',
    question: 'How is the 100-day programme structured?',
    answer: [
      'The programme runs for 100 days in three phases. Foundation (days 1-30) sharpens the problem, the team and the business model. Development (days 31-70) builds and tests the product. Launch (days 71-100) takes it to market and prepares the raise.',
    ],
  },
  {
    id: 'cohorts',
    question: 'When do cohorts start?',
    answer: ['Cohorts start quarterly. You can apply at any time; accepted projects join the next cohort.'],
  },
  {
    id: 'fees',
    question: 'Is there a fee to join?',
    answer: ['No. There is no upfront fee to apply or to take part in the programme.'],
  },
  {
    id: 'equity',
    question: 'How does the equity model work?',
    answer: [
      'The programme is equity-based: instead of charging fees, Hatchery takes an equity stake in the projects it incubates. The exact terms are agreed with each team before the cohort starts, so you know them before you commit.',
    ],
  },
  {
    id: 'anonymous',
    question: 'Do I need an account to apply?',
    answer: [
      'No. Applications can be submitted anonymously, without signing in. The six-step form asks for your project, contact details, product, technology, team, funding and timeline; only the project name, company type, industry, your name and e-mail address and the core project description are required.',
    ],
  },
  {
    id: 'review-time',
    question: 'How long does the review take?',
    answer: [
      'We review every application within 2 weeks and reply by e-mail to the contact address you gave, whatever the outcome.',
    ],
  },
  {
    id: 'what-we-look-for',
    question: 'What do you look for in a project?',
    answer: [
      'A committed team, a clear problem worth solving, a solution that benefits from being on-chain, a realistic business model and a plan to build on Avalanche. We accept projects at every stage, from ideation to growth; traction helps but is not required.',
    ],
  },
  {
    id: 'avalanche',
    question: 'Why Avalanche?',
    answer: [
      'Avalanche offers fast finality, low fees and EVM compatibility, so teams can ship with familiar tools. Projects deploy on the Fuji testnet (chain 43113) during development and on Avalanche mainnet (chain 43114) at launch.',
    ],
  },
  {
    id: 'files',
    question: 'Which files can I attach to my application?',
    answer: [
      `A company logo (${companyLogo.hint}), company documents (${companyDocuments.hint}) and a whitepaper or pitch deck (${whitepaper.hint}). All three are optional.`,
    ],
  },
  {
    id: 'support',
    question: 'What support do we get during the programme?',
    answer: [
      'Mentoring from experienced founders, technical guidance on smart contracts and security, help with go-to-market and fundraising, and introductions to investors and partners in the Avalanche ecosystem. Each team also gets a project dashboard to message the Hatchery team.',
    ],
  },
  {
    id: 'portfolio',
    question: 'Where can I see how incubated projects are doing?',
    answer: [
      'The Companies page lists every project in the incubator, and the Transparency page shows the capital raised, the projects incubated and our success rate, taken from our own records.',
    ],
  },
];
