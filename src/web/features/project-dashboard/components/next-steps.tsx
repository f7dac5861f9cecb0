import { Link } from 'react-router';
import { Button } from '~/web/components/ui/button';

/** What someone without a project can do next: apply, or read how the programme works. */
export function ApplyOrReadFaq() {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Button variant="brand" asChild>
        <Link to="/apply">Apply to Incubator</Link>
      </Button>
      <Button variant="outline" asChild>
        <Link to="/faq">Read the FAQ</Link>
      </Button>
    </div>
  );
}
