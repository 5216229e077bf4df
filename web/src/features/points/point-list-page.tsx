import { useNavigate } from 'react-router-dom';
import { memberHref } from '../../components/data-list/cells.tsx';
import { DataList } from '../../components/data-list/data-list.tsx';
import { pointListDefinition } from './point-list-definition.tsx';

/** /task-point/list: Enter on a row opens its member. */
export function PointListPage() {
  const navigate = useNavigate();
  return (
    <DataList
      def={pointListDefinition}
      title="menu.points.list"
      onOpen={(row) => navigate(memberHref(row.memberId))}
    />
  );
}
