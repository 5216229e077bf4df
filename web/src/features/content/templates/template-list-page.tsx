import '../shared/content.css';
import { Button, Intent } from '@blueprintjs/core';
import type { Category } from '@opsdeck/shared/schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DataList } from '../../../components/data-list/data-list.tsx';
import { pathTo } from '../../../lib/route-links.ts';
import { FilterChoices } from '../shared/filter-choices.tsx';
import { GridSortSelect } from '../shared/grid-sort-select.tsx';
import { TemplateGrid } from './template-grid.tsx';
import { templateHref } from './template-links.ts';
import { templateListDefinition } from './template-list-definition.tsx';
import { useTemplateCategories } from './use-template-categories.ts';

/** The category filter's choices until they are loaded. */
const NO_CATEGORIES: Category[] = [];

const SORTS = ['createdAt:desc', 'updatedAt:desc', 'uses:desc', 'priceCoins:desc'] as const;

/** /template/list: templates as cards drawn by the template renderer; a card opens the detail page. */
export function TemplateListPage() {
  const categories = useTemplateCategories();
  return (
    <FilterChoices load={categories} none={NO_CATEGORIES} params={['categoryId']}>
      {(data) => <TemplateList categories={data} />}
    </FilterChoices>
  );
}

function TemplateList({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const def = useMemo(() => templateListDefinition(categories), [categories]);
  return (
    <DataList
      def={def}
      title="menu.template.list"
      hint="contentWeb.template.gridHint"
      onOpen={(row) => navigate(templateHref(row.id))}
      actions={
        <Button
          intent={Intent.PRIMARY}
          icon="add"
          text={t('contentWeb.template.new')}
          onClick={() => navigate(pathTo('/template/create'))}
        />
      }
      tools={(controls) => <GridSortSelect sorts={SORTS} controls={controls} />}
      renderRows={(rows, loading) => <TemplateGrid rows={rows} loading={loading} />}
    />
  );
}
