import { CodeXml, Coins, GraduationCap, Handshake, Rocket, Scale } from 'lucide-react';

const benefits = [
  {
    Icon: GraduationCap,
    title: 'Expert Mentorship',
    text: 'Weekly sessions with founders, engineers and investors who have shipped on Avalanche.',
  },
  {
    Icon: CodeXml,
    title: 'Technical Support',
    text: 'Smart-contract reviews, architecture guidance and help preparing for your audit.',
  },
  {
    Icon: Coins,
    title: 'Funding Access',
    text: 'Introductions to our investor network and a demo day at the end of the programme.',
  },
  {
    Icon: Rocket,
    title: 'Go-to-Market Strategy',
    text: 'Launch planning, community building and marketing support across the ecosystem.',
  },
  {
    Icon: Handshake,
    title: 'Ecosystem Partnerships',
    text: 'Warm introductions to Avalanche partners, infrastructure providers and exchanges.',
  },
  {
    Icon: Scale,
    title: 'Legal & Compliance',
    text: 'Guidance on token design, entity structure and the regulations that apply to you.',
  },
];

export function BenefitsSection() {
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-6xl px-4 py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="benefits-title" className="text-3xl font-bold tracking-tight">
          What You'll Get
        </h2>
        <p className="mt-3 text-muted-foreground">
          Everything a young team needs to go from idea to launch in 100 days.
        </p>
      </div>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {benefits.map(({ Icon, title, text }) => (
          <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
            <div className="mb-4 flex size-10 items-center justify-center rounded-lg bg-muted">
              <Icon aria-hidden className="size-5" />
            </div>
            <h3 className="font-semibold">{title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
