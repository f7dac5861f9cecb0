import { ButtonLink } from '~/web/components/ui/button-link';
import { Main } from '~/web/components/layout/page-focus';

export default function NotFoundPage() {
  return (
    <Main className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-muted-foreground">404</p>
      <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
      <ButtonLink to="/">Return to Home</ButtonLink>
    </Main>
  );
}
