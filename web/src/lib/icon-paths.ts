import { type IconName, type IconPaths, IconSize } from '@blueprintjs/icons';
import add16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/add.js';
import arrowLeft16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left.js';
import arrowRight16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-right.js';
import automaticUpdates16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/automatic-updates.js';
import bankAccount16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/bank-account.js';
import book16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/book.js';
import briefcase16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/briefcase.js';
import calendar16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/calendar.js';
import camera16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/camera.js';
import caretDown16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/caret-down.js';
import chart16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chart.js';
import chevronDown16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-down.js';
import chevronLeft16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left.js';
import chevronRight16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right.js';
import chevronUp16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-up.js';
import circle16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/circle.js';
import clipboard16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/clipboard.js';
import cloudDownload16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cloud-download.js';
import cloudUpload16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cloud-upload.js';
import cog16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cog.js';
import columnLayout16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/column-layout.js';
import comment16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/comment.js';
import console16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/console.js';
import creditCard16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/credit-card.js';
import cross16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cross.js';
import crown16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/crown.js';
import dashboard16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/dashboard.js';
import disable16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/disable.js';
import document16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/document.js';
import dollar16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/dollar.js';
import dot16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/dot.js';
import doubleCaretVertical16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/double-caret-vertical.js';
import doubleChevronLeft16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/double-chevron-left.js';
import doubleChevronRight16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/double-chevron-right.js';
import download16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/download.js';
import dragHandleVertical16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/drag-handle-vertical.js';
import edit16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/edit.js';
import endorsed16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/endorsed.js';
import envelope16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/envelope.js';
import error16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/error.js';
import eyeOff16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/eye-off.js';
import eyeOpen16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open.js';
import filterRemove16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/filter-remove.js';
import flash16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/flash.js';
import folderClose16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/folder-close.js';
import form16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/form.js';
import fullscreen16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/fullscreen.js';
import help16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/help.js';
import home16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/home.js';
import idNumber16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/id-number.js';
import inbox16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/inbox.js';
import infoSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign.js';
import key16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/key.js';
import keyCommand16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/key-command.js';
import layoutGrid16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/layout-grid.js';
import link16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/link.js';
import lock16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/lock.js';
import logOut16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/log-out.js';
import mapMarker16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/map-marker.js';
import media16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/media.js';
import menu16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/menu.js';
import menuClosed16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/menu-closed.js';
import menuOpen16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/menu-open.js';
import minimize16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/minimize.js';
import mobilePhone16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/mobile-phone.js';
import mobileVideo16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/mobile-video.js';
import moon16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/moon.js';
import more16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/more.js';
import newLayers16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/new-layers.js';
import newLink16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/new-link.js';
import newPerson16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/new-person.js';
import newTextBox16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/new-text-box.js';
import notifications16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/notifications.js';
import office16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/office.js';
import people16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/people.js';
import person16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/person.js';
import pulse16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/pulse.js';
import refresh16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/refresh.js';
import reset16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/reset.js';
import search16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/search.js';
import select16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/select.js';
import sendTo16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/send-to.js';
import settings16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/settings.js';
import share16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/share.js';
import shield16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/shield.js';
import shoppingCart16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/shopping-cart.js';
import smallCross16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/small-cross.js';
import sortAsc16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/sort-asc.js';
import sortDesc16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/sort-desc.js';
import star16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/star.js';
import starEmpty16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/star-empty.js';
import stop16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/stop.js';
import swapHorizontal16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/swap-horizontal.js';
import tag16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tag.js';
import th16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/th.js';
import thFiltered16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/th-filtered.js';
import thList16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/th-list.js';
import tick16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick.js';
import tickCircle16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle.js';
import time16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/time.js';
import timelineLineChart16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/timeline-line-chart.js';
import translate16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/translate.js';
import trash16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/trash.js';
import unlock16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/unlock.js';
import user16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/user.js';
import video16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/video.js';
import warningSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign.js';
import wrench16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/wrench.js';
import error20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/error.js';
import filterRemove20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/filter-remove.js';
import inbox20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/inbox.js';
import lock20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/lock.js';
import search20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/search.js';
import select20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/select.js';
import sendTo20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/send-to.js';
import timelineLineChart20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/timeline-line-chart.js';

/**
 * The curated Blueprint icon paths: the icons the catalogue and the UI use (a few hundred bytes
 * each), so no icon goes through Blueprint's default loader, which fetches every 16px icon path
 * (about 100 kB gzip) on the first icon. This table is its own chunk, fetched with the signed-in
 * shell; the few icons drawn before sign-in are in `icons.ts`. A test checks that every icon name in
 * the catalogue and in web/src is curated.
 */
export const CURATED_16: Readonly<Partial<Record<IconName, IconPaths>>> = {
  disable: disable16,
  'automatic-updates': automaticUpdates16,
  time: time16,
  select: select16,
  'th-filtered': thFiltered16,
  'new-link': newLink16,
  download: download16,
  'star-empty': starEmpty16,
  comment: comment16,
  camera: camera16,
  key: key16,
  circle: circle16,
  shield: shield16,
  endorsed: endorsed16,
  add: add16,
  'arrow-left': arrowLeft16,
  'arrow-right': arrowRight16,
  'bank-account': bankAccount16,
  book: book16,
  briefcase: briefcase16,
  calendar: calendar16,
  'caret-down': caretDown16,
  chart: chart16,
  'chevron-down': chevronDown16,
  'chevron-left': chevronLeft16,
  'chevron-right': chevronRight16,
  'chevron-up': chevronUp16,
  clipboard: clipboard16,
  'cloud-download': cloudDownload16,
  'cloud-upload': cloudUpload16,
  cog: cog16,
  'column-layout': columnLayout16,
  console: console16,
  'credit-card': creditCard16,
  cross: cross16,
  crown: crown16,
  dashboard: dashboard16,
  document: document16,
  dollar: dollar16,
  dot: dot16,
  'double-caret-vertical': doubleCaretVertical16,
  'double-chevron-left': doubleChevronLeft16,
  'double-chevron-right': doubleChevronRight16,
  'drag-handle-vertical': dragHandleVertical16,
  edit: edit16,
  envelope: envelope16,
  error: error16,
  'eye-off': eyeOff16,
  'eye-open': eyeOpen16,
  flash: flash16,
  'folder-close': folderClose16,
  form: form16,
  fullscreen: fullscreen16,
  help: help16,
  home: home16,
  'id-number': idNumber16,
  inbox: inbox16,
  'info-sign': infoSign16,
  'key-command': keyCommand16,
  'layout-grid': layoutGrid16,
  link: link16,
  lock: lock16,
  'log-out': logOut16,
  'map-marker': mapMarker16,
  media: media16,
  'mobile-video': mobileVideo16,
  video: video16,
  menu: menu16,
  'menu-closed': menuClosed16,
  'menu-open': menuOpen16,
  minimize: minimize16,
  'mobile-phone': mobilePhone16,
  moon: moon16,
  more: more16,
  'new-layers': newLayers16,
  'new-person': newPerson16,
  'new-text-box': newTextBox16,
  notifications: notifications16,
  office: office16,
  people: people16,
  person: person16,
  pulse: pulse16,
  refresh: refresh16,
  reset: reset16,
  search: search16,
  settings: settings16,
  share: share16,
  'shopping-cart': shoppingCart16,
  'small-cross': smallCross16,
  'sort-asc': sortAsc16,
  'sort-desc': sortDesc16,
  star: star16,
  'swap-horizontal': swapHorizontal16,
  tag: tag16,
  th: th16,
  'th-list': thList16,
  tick: tick16,
  'filter-remove': filterRemove16,
  'send-to': sendTo16,
  stop: stop16,
  'tick-circle': tickCircle16,
  'timeline-line-chart': timelineLineChart16,
  translate: translate16,
  trash: trash16,
  unlock: unlock16,
  user: user16,
  'warning-sign': warningSign16,
  wrench: wrench16,
};

/** 20px paths, for icons drawn at 20 px and more (NonIdealState draws at 48). */
export const CURATED_20: Readonly<Partial<Record<IconName, IconPaths>>> = {
  error: error20,
  inbox: inbox20,
  lock: lock20,
  search: search20,
  'send-to': sendTo20,
  'filter-remove': filterRemove20,
  select: select20,
  'timeline-line-chart': timelineLineChart20,
};

/** True when the icon's paths at this size are bundled. */
export function isCurated(name: string, size: IconSize = IconSize.STANDARD): boolean {
  const table = size < IconSize.LARGE ? CURATED_16 : CURATED_20;
  return Object.hasOwn(table, name);
}
