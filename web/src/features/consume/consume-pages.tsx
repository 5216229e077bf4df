import { useNavigate } from 'react-router-dom';
import { memberHref } from '../../components/data-list/cells.tsx';
import { DataList } from '../../components/data-list/data-list.tsx';
import {
  coinConsumeDefinition,
  coinUnlockDefinition,
  vipConsumeDefinition,
} from './consume-list-definitions.tsx';

/** Enter on a row opens its member. */
function useOpenMember() {
  const navigate = useNavigate();
  return (row: { memberId: number }) => navigate(memberHref(row.memberId));
}

/** /consume/vip-list */
export function ConsumeVipListPage() {
  return <DataList def={vipConsumeDefinition} title="menu.consume.vipList" onOpen={useOpenMember()} />;
}

/** /consume/coin-list */
export function ConsumeCoinListPage() {
  return <DataList def={coinConsumeDefinition} title="menu.consume.coinList" onOpen={useOpenMember()} />;
}

/** /consume/unlocked-list */
export function ConsumeUnlockedListPage() {
  return <DataList def={coinUnlockDefinition} title="menu.consume.unlockedList" onOpen={useOpenMember()} />;
}
