import { EditorialListScreen } from '../editorial/editorial-list-screen.tsx';
import { topicResource, wallpaperTopicResource } from './topic-resources.ts';

/** /topic/list. */
export function TopicListPage() {
  return <EditorialListScreen resource={topicResource} />;
}

/** /wallpaper/topics. */
export function WallpaperTopicsPage() {
  return <EditorialListScreen resource={wallpaperTopicResource} />;
}
