// The named chunks the screens share: the keyboard layer, the catalogue's actions and their schemas,
// the small modules of every screen, the list parts, the schemas, the member list, the content
// area (chunk-groups.ts says how the lists are used; docs/performance.md why each group exists).

/** Each group's modules, repository-relative. */
export const SCREEN_CHUNK_MODULES = {
  /** What a signed-in operator's keyboard loads at once: the shortcut layer, the palette's key listener and index, the shortcut sheet, the catalogue action runner, the workplace's quick operations. */
  keyboard: [
    'web/src/app/chrome/actions.ts',
    'web/src/app/palette/components/key-caps.tsx',
    'web/src/app/palette/components/keyboard-layer.ts',
    'web/src/app/palette/components/palette-on-first-use.tsx',
    'web/src/app/palette/components/shortcut-layer.tsx',
    'web/src/app/palette/components/shortcut-sheet.tsx',
    'web/src/app/palette/lib/action-registry.ts',
    'web/src/app/palette/lib/build-index.ts',
    'web/src/app/palette/lib/entities.ts',
    'web/src/app/palette/lib/match.ts',
    'web/src/app/palette/lib/palette-item.ts',
    'web/src/app/palette/lib/run-item.ts',
    'web/src/app/palette/lib/schema-fields.ts',
    'web/src/app/palette/lib/shortcut-sheet.ts',
    'web/src/app/palette/lib/use-palette-index.ts',
    'web/src/features/dashboard/panels/quick-ops-list.ts',
    // the walk over an action's argument schema (the palette's fields and the CLI's flags)
    'shared/src/schemas/zod-walk.ts',
  ],
  /**
   * The catalogue's actions (what the palette, the shortcuts and the workplace's quick operations
   * run). Left alone, the bundler made a chunk of almost each action's schema and API call (an
   * approval schema, a re-issue job's cancel, an API token's call …): 17 requests of 0.1 to 3 KB on
   * every signed-in first load, each paying its headers. Their API calls (zod-free) are in
   * `screen-common`, their argument schemas in `action-schemas`.
   */
  'catalogue-actions': [
    'shared/src/catalogue/actions-account.ts',
    'shared/src/catalogue/actions-content.ts',
    'shared/src/catalogue/actions-reissue-jobs.ts',
    'shared/src/catalogue/actions-reissue.ts',
    'shared/src/catalogue/actions-tasks.ts',
    'shared/src/catalogue/actions.ts',
    'shared/src/catalogue/area-action.ts',
    'shared/src/permissions/visibility.ts',
  ],
  /**
   * The argument schemas of the catalogue's actions that screens also check with (approvals,
   * money controls, the monitor's note, API tokens, re-issues and their jobs, task records): one
   * chunk, apart from the actions, so a screen that checks with one of them evaluates these schemas
   * and not the whole catalogue with the content schemas.
   */
  'action-schemas': [
    'shared/src/schemas/api-token.ts',
    'shared/src/schemas/approval.ts',
    'shared/src/schemas/automation.ts',
    // the monitor's schemas import it; alone it was a 0.4 KB chunk before the re-issue forms' and
    // the approvals' first paint
    'shared/src/schemas/health.ts',
    'shared/src/schemas/money-policy.ts',
    'shared/src/schemas/monitor.ts',
    'shared/src/schemas/reissue-job.ts',
    'shared/src/schemas/reissue.ts',
    'shared/src/schemas/task-record.ts',
    // the keyboard layer's step that evaluates this chunk (schema-steps.ts), not a chunk of its own
    'web/src/lib/schema-step-actions.ts',
  ],
  /** The small modules every screen loads (the fetch hook, the plain table head, the list cells, the lists' zod-free values, the catalogue's action helper, the catalogue actions' API calls, which screens make too, the number and date formats and the URL's parameters, which the chart screens use without the list parts). */
  'screen-common': [
    'shared/src/api/account/settings.ts',
    'shared/src/api/account/tokens.ts',
    'shared/src/api/approval/approve.ts',
    'shared/src/api/approval/reject.ts',
    'shared/src/api/automation/switches.ts',
    'shared/src/api/channel/create.ts',
    'shared/src/api/content/resources.ts',
    'shared/src/api/keyed-post.ts',
    'shared/src/api/member/idempotency-key.ts',
    'shared/src/api/member/reissue-coins.ts',
    'shared/src/api/member/reissue-vip.ts',
    'shared/src/api/monitor/post-note.ts',
    'shared/src/api/order/list.ts',
    'shared/src/api/policy/money-controls.ts',
    'shared/src/api/query-get.ts',
    'shared/src/api/reissue-job/cancel.ts',
    'shared/src/api/reissue-job/create.ts',
    'shared/src/api/resource.ts',
    'shared/src/api/set/set-status.ts',
    'shared/src/api/task/record.ts',
    'shared/src/catalogue/define-action.ts',
    'shared/src/reissue/kinds.ts',
    // the plain "waits for approval" check of a re-issue's answer, which the re-issue forms read before
    // their schemas load (approval.ts re-exports it)
    'shared/src/schemas/approval-values.ts',
    'shared/src/resources/paths.ts',
    'shared/src/schemas/account-values.ts',
    'shared/src/schemas/analysis-values.ts',
    'shared/src/schemas/automation-values.ts',
    'shared/src/schemas/consume-values.ts',
    'shared/src/schemas/content/values.ts',
    // the last-full-day rule the charts and the workplace's series follow (a 0.6 KB chunk of its own)
    'shared/src/schemas/full-days.ts',
    // the points overview's range (its date fields before an answer), zod-free: from point.ts it
    // brought zod, the common and the list schemas into /task-point/overview's first paint
    'shared/src/schemas/point-range.ts',
    'shared/src/schemas/issue-messages.ts',
    // how a typed number reads (`1,500`): the amount fields (/list/card's money limits, the re-issue
    // forms) and the palette's number fields. In the keyboard layer's group it made /list/card import
    // that chunk, and with it the catalogue's actions, zod and four schema chunks, before its first paint
    'shared/src/schemas/typed-number.ts',
    'shared/src/schemas/number-formats.ts',
    'shared/src/schemas/ledger-values.ts',
    'shared/src/schemas/member-values.ts',
    'shared/src/schemas/money-policy-values.ts',
    'shared/src/schemas/monitor-values.ts',
    'shared/src/schemas/order-values.ts',
    'shared/src/schemas/reissue-job-values.ts',
    'shared/src/schemas/set-values.ts',
    'shared/src/schemas/task-values.ts',
    'web/src/components/chart/full-days.ts',
    // the charts' and the monitor rotation's "draw once near the viewport" (a chunk of its own otherwise)
    'web/src/components/chart/near-viewport.ts',
    'web/src/components/data-list/cells.tsx',
    'web/src/components/data-list/format.ts',
    'web/src/components/form-dialog-footer.tsx',
    // the day fields (every list's day range, the analyses' ranges, the channel form): a chunk of
    // their own, they were a request more before every list screen's first paint
    'web/src/components/form/day-input.tsx',
    'web/src/components/form/day-mask.ts',
    'web/src/components/load-failed.tsx',
    // what a form says when its checks (loaded after its first paint) did not load: 0.6 KB, a request
    // of its own before the category list's, the re-issue forms' and the content forms' first paint
    'web/src/components/checks-failed.tsx',
    // a page's subheading and label/value rows (most result, form and user pages) and the operator
    // hook: chunks of 0.2 to 0.4 KB, each a request more before those pages' first paint
    'web/src/components/labelled-rows.tsx',
    'web/src/components/sub-heading.tsx',
    'web/src/components/table-head.tsx',
    // the tabs without their measured indicator (/list/card, the member drawer, the user centre, the
    // message box): a chunk of its own otherwise
    'web/src/components/tabs.tsx',
    'web/src/lib/abortable.ts',
    'web/src/lib/audit-action-label.ts',
    'web/src/lib/url-params.ts',
    'web/src/lib/use-fetch.ts',
    'web/src/lib/use-me.ts',
    // shared by two to four screens each (the re-issue forms and /list/card's amount field, the forms
    // drawn before their checks, the live streams of the monitor and the re-issue jobs, the jobs'
    // texts and list call): chunks of 0.1 to 1.5 KB of their own, one to three requests more before
    // those screens' first paint
    'shared/src/api/monitor/events.ts',
    'shared/src/api/monitor/sse.ts',
    'shared/src/api/reissue-job/list.ts',
    'shared/src/api/reissue-job/list-open.ts',
    'web/src/components/form/amount-input.tsx',
    'web/src/features/reissue-jobs/job-text.ts',
    'web/src/lib/event-stream.ts',
    'web/src/lib/use-load-after-first-screen.ts',
  ],
  /** What the list screens draw with: the list's frame, filters and cells, the detail drawers and their tables (Blueprint's select joins them). */
  /**
   * zod itself (node_modules/zod, vite.config.ts) with the keyboard layer's first schema step, which
   * evaluates this chunk in a task of its own before the common schemas (schema-steps.ts).
   */
  zod: ['web/src/lib/schema-step-zod.ts'],
  'list-parts': [
    'web/src/components/data-list/collect-rows.ts',
    'web/src/components/data-list/column-chooser.tsx',
    'web/src/components/data-list/column-header.tsx',
    'web/src/components/data-list/column-storage.ts',
    'web/src/components/data-list/columns.tsx',
    'web/src/components/data-list/csv.ts',
    'web/src/components/data-list/data-list.tsx',
    'web/src/components/data-list/data-table.tsx',
    'web/src/components/data-list/header-text-width.ts',
    'web/src/components/data-list/date-range-input.tsx',
    'web/src/components/data-list/define-list.ts',
    'web/src/components/data-list/export-button.tsx',
    'web/src/components/data-list/export-csv.ts',
    'web/src/components/data-list/filter-bar.tsx',
    'web/src/components/data-list/filters.ts',
    'web/src/components/data-list/ledger-columns.tsx',
    'web/src/components/data-list/list-pager.tsx',
    'web/src/components/data-list/list-states.tsx',
    'web/src/components/data-list/select-filter-input.tsx',
    'web/src/components/data-list/table-layout.ts',
    'web/src/components/data-list/text-filter-input.tsx',
    'web/src/components/data-list/types.ts',
    'web/src/components/data-list/use-list-data.ts',
    'web/src/components/data-list/use-list-screen.ts',
    'web/src/components/data-list/use-list-view.ts',
    'web/src/components/data-list/use-paging-keys.ts',
    'web/src/components/data-list/use-search-shortcut.ts',
    'web/src/components/data-list/view-state.ts',
    'web/src/components/detail-drawer.tsx',
    'web/src/components/fetch-states.tsx',
    'web/src/components/ledger-rows.tsx',
    'web/src/components/record-drawer.tsx',
    'web/src/components/rows-table.tsx',
    'web/src/lib/not-found.ts',
    'web/src/lib/use-drawn-rows.ts',
    'web/src/lib/use-url-drawer.ts',
  ],
  /**
   * The schemas the others build on (the page query, roles, the list query's filters): apart from
   * the list schemas, so that the keyboard layer evaluates zod with these in one task and the rows'
   * schemas in the next (schema-steps.ts); together they were a task of 23 ms here, 92 at
   * Lighthouse's 4× slowdown.
   */
  'common-schemas': [
    'shared/src/schemas/common.ts',
    'shared/src/schemas/list-query.ts',
    // the keyboard layer's step that evaluates this chunk (schema-steps.ts), not a chunk of its own
    'web/src/lib/schema-step-common.ts',
  ],
  /** The shared schemas of the lists' rows and queries (zod itself aside); the monitor's and the approvals' stay apart. */
  'list-schemas': [
    'shared/src/schemas/account.ts',
    'shared/src/schemas/channel.ts',
    'shared/src/schemas/consume.ts',
    'shared/src/schemas/ledger.ts',
    'shared/src/schemas/member.ts',
    'shared/src/schemas/order.ts',
    'shared/src/schemas/point.ts',
    'shared/src/schemas/profile.ts',
    'shared/src/schemas/set.ts',
    'shared/src/schemas/task.ts',
    // the keyboard layer's step that evaluates this chunk (schema-steps.ts), not a chunk of its own
    'web/src/lib/schema-step-lists.ts',
  ],
  /** The member list with its drawer and the members' formats, the member fetchers, the re-issue forms' zod-free parts. */
  members: [
    'shared/src/api/channel/list.ts',
    'shared/src/api/member/get.ts',
    'shared/src/api/member/list.ts',
    'shared/src/reissue/filter-words.ts',
    'web/src/features/members/components/member-activity.tsx',
    'web/src/features/members/components/member-drawer.tsx',
    'web/src/features/members/components/member-overview.tsx',
    'web/src/features/members/lib/format.ts',
    'web/src/features/members/lib/intent-key.ts',
    // the re-issue forms' kind table and fields, zod-free (their checks and the actions that send load
    // later): chunks of 1.3 and 0.3 KB of their own, two requests more before the forms' first paint
    'web/src/features/members/lib/reissue-kinds.ts',
    'web/src/features/members/lib/validate-reissue.ts',
    'web/src/features/members/list/member-list-definition.tsx',
    'web/src/features/members/list/member-list-page.tsx',
    'web/src/features/members/list/open-member-link.tsx',
    'web/src/features/members/list/open-member.ts',
    'web/src/features/members/list/reissue-all-dialog.tsx',
    'web/src/features/members/list/use-channel-options.ts',
    'web/src/lib/armed-confirm.ts',
    'web/src/lib/review-guard.ts',
  ],
  /**
   * What the content lists and detail pages share: cards, columns, sort controls, status tags, the
   * detail page's frame; and the small modules a content screen draws with (the picture, the upload
   * names, the API problems, the template's canvas and links, the editorial list of topics and
   * collections, the topic and collection screens). Those were chunks of 0.1 to 2.3 KB each, a
   * content screen asked for six to nine of them before its first paint, and each request costs a
   * round trip on a slow link (about 0.15 s on Lighthouse's mobile profile) where their bytes cost
   * milliseconds: one chunk of about 10 KB is cheaper.
   */
  'content-parts': [
    'shared/src/schemas/upload-names.ts',
    'web/src/components/content-image.tsx',
    'web/src/components/section-title.tsx',
    'web/src/features/content/collections/collection-list-page.tsx',
    'web/src/features/content/collections/collection-resource.ts',
    // the category rows' fields and drafts, shared by the list and its checks (category-checks.ts)
    'web/src/features/content/categories/category-draft.ts',
    'web/src/features/content/editorial/editorial-definition.tsx',
    'web/src/features/content/editorial/editorial-list-screen.tsx',
    'web/src/features/content/editorial/editorial-resource.ts',
    'web/src/features/content/editorial/lazy-editorial-dialog.tsx',
    'web/src/features/content/shared/api-problem.ts',
    'web/src/features/content/shared/card-meta.tsx',
    'web/src/features/content/shared/content-columns.tsx',
    'web/src/features/content/shared/detail-page.tsx',
    'web/src/features/content/shared/filter-choices.tsx',
    'web/src/features/content/shared/grid-sort-select.tsx',
    'web/src/features/content/shared/reorder.ts',
    'web/src/features/content/shared/sort-header.tsx',
    'web/src/features/content/shared/stale-notice.tsx',
    'web/src/features/content/shared/status-tag.tsx',
    'web/src/features/content/shared/thumb-sizes.ts',
    'web/src/features/content/shared/validate.ts',
    'web/src/features/content/templates/layout/layer-style.ts',
    'web/src/features/content/templates/layout/layout-math.ts',
    'web/src/features/content/templates/layout/template-canvas.tsx',
    'web/src/features/content/templates/layout/template-picture.ts',
    'web/src/features/content/templates/template-links.ts',
    'web/src/features/content/templates/use-template-categories.ts',
    'web/src/features/content/topics/topic-pages.tsx',
    'web/src/features/content/topics/topic-resources.ts',
    'web/src/features/content/wallpapers/picture-size.ts',
    'web/src/features/content/wallpapers/wallpaper-links.ts',
  ],
  /** The content area's schemas and resource declarations (what the content forms validate with). */
  'content-schemas': [
    'shared/src/resources/audit-areas.ts',
    'shared/src/resources/declarations.ts',
    'shared/src/resources/define.ts',
    'shared/src/resources/index.ts',
    'shared/src/schemas/content/category.ts',
    'shared/src/schemas/content/collection.ts',
    'shared/src/schemas/content/common.ts',
    'shared/src/schemas/content/index.ts',
    'shared/src/schemas/content/priced.ts',
    'shared/src/schemas/content/publish.ts',
    'shared/src/schemas/content/template-layout.ts',
    'shared/src/schemas/content/template.ts',
    'shared/src/schemas/content/titled.ts',
    'shared/src/schemas/content/topic.ts',
    'shared/src/schemas/content/wallpaper-topic.ts',
    'shared/src/schemas/content/wallpaper.ts',
    // the keyboard layer's step that evaluates this chunk (schema-steps.ts), not a chunk of its own
    'web/src/lib/schema-step-content.ts',
  ],
  /**
   * The two content forms (/wallpaper/create, /template/create) with what they share: the image
   * upload field, the form's groups and state, the priced fields, the upload call, the wallpaper's
   * fields and draft (zod-free: the forms' checks load after their first paint, as their own chunks). Left alone, five to six chunks of 0.6 to 1.9 KB before those
   * forms' first paint (23 files each), where a request costs a round trip on a slow link.
   */
  'content-forms': [
    'shared/src/api/content/upload/image.ts',
    'web/src/features/content/shared/form-groups.ts',
    'web/src/features/content/shared/image-upload-field.tsx',
    'web/src/features/content/shared/priced-fields.tsx',
    'web/src/features/content/shared/upload-checks.ts',
    'web/src/features/content/shared/use-content-form.ts',
    'web/src/features/content/shared/use-image-upload.ts',
    'web/src/features/content/wallpapers/use-wallpaper-checks.ts',
    'web/src/features/content/wallpapers/wallpaper-create-page.tsx',
    'web/src/features/content/wallpapers/wallpaper-draft.ts',
    'web/src/features/content/wallpapers/wallpaper-form-fields.tsx',
  ],
  /**
   * What /user/info and /user/setting share, and /user/setting's first tab with its later ones (their
   * field list, loader and checked form): left alone, four chunks of 0.3 to 1 KB on /user/setting's
   * first paint once its other tabs loaded after it.
   */
  'user-centre': [
    'web/src/features/user/components/field-list.tsx',
    'web/src/features/user/lib/field-errors.ts',
    'web/src/features/user/lib/use-checked-form.ts',
    'web/src/features/user/lib/use-client.ts',
    'web/src/features/user/lib/use-load.ts',
  ],
} as const satisfies Record<string, readonly string[]>;
