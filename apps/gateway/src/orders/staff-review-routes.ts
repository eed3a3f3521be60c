import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import type { FastifyPluginAsync } from 'fastify';
import { defineEndpoint } from '../http/endpoint';
import { ok } from '../http/envelope';
import { actorOf, requireStaff } from '../staff/request';
import { hideReview, listStaffReviews, replyToReview, showReview } from './staff-reviews';

/** The back office's calls under /v1/s: reviews: the list per hotel, hiding one, replying. */
export const staffReviewRoutes: FastifyPluginAsync = async (app) => {
  defineEndpoint(app, staffEndpoints.staffReviews, {
    handler: async (request, { query }) =>
      ok(
        await listStaffReviews(app.db, await requireStaff(request), {
          hotelId: query.hotel_id,
          hidden: query.hidden,
          page: query.page,
          nums: query.nums,
        }),
      ),
  });

  defineEndpoint(app, staffEndpoints.staffReviewHide, {
    handler: async (request, { body }) => {
      const member = await requireStaff(request);
      const review = await hideReview(app.db, member, await actorOf(request), {
        reviewId: request.params.id,
        reason: body.reason,
      });
      return ok({ review });
    },
  });

  defineEndpoint(app, staffEndpoints.staffReviewShow, {
    handler: async (request) => {
      const member = await requireStaff(request);
      const review = await showReview(app.db, member, await actorOf(request), {
        reviewId: request.params.id,
      });
      return ok({ review });
    },
  });

  defineEndpoint(app, staffEndpoints.staffReviewReply, {
    handler: async (request, { body }) => {
      const member = await requireStaff(request);
      const review = await replyToReview(app.db, member, await actorOf(request), {
        reviewId: request.params.id,
        content: body.content,
        lang: body.lang as 'zh' | 'en' | undefined,
      });
      return ok({ review });
    },
  });
};
