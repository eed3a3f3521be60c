/** The member's saved hotels: `GET|POST /user/favorite/`, `DELETE /user/favorite/{id}/`. */
export const favoriteEndpoints = {};
