import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/web/components/ui/button';

/** From the applicants list to the decision e-mail templates. */
export function DecisionMailLink() {
  return (
    <Button variant="outline" asChild>
      <Link to="/admin/decision-mail">
        <Mail aria-hidden />
        Decision e-mails
      </Link>
    </Button>
  );
}
