import { useMemo } from 'react';
import { NEWS_CALENDAR } from '../constants';
import { newsMarkerOptions, type NewsMarkerProps } from '../markerOptions';
import { NewsHeading } from '../NewsHeading';
import { NewsCalendar } from '../calendar/NewsCalendar';
import '../news.scss';

/**
 * CMS widget `<div data-widget="news-calendar" data-category-ids="0" data-title="…">`: the news
 * calendar (001 §9 defaults: 3 posts per page, children not displayed).
 */
export default function NewsCalendarWidget(props: NewsMarkerProps) {
  const { categoryIds, displayChildren, postsPerPage, title } = props;
  const options = useMemo(
    () => newsMarkerOptions({ categoryIds, displayChildren, postsPerPage, title }, NEWS_CALENDAR),
    [categoryIds, displayChildren, postsPerPage, title],
  );
  return (
    <section className="news-widget news-calendar-widget">
      <NewsHeading title={options.title} />
      <NewsCalendar options={options} />
    </section>
  );
}
