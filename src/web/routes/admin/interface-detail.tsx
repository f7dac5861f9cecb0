import { useParams } from 'react-router';
import { InterfaceConsole } from '~/web/features/interfaces/components/interface-console';
import { WalletScope } from '~/web/features/wallet/wallet-scope';

export default function InterfaceDetailPage() {
  const { id = '' } = useParams();
  return (
    <WalletScope>
      <InterfaceConsole id={id} />
    </WalletScope>
  );
}
