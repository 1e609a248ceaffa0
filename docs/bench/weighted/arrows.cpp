// The textbook solution of LeetCode 1368 (Minimum Cost to Make at Least
// One Valid Path in a Grid): 0-1 BFS with std::deque over (row, col), a
// distance per cell, following the cell's arrow at cost 0 and any other
// direction at cost 1. It reads the instance written by
// `go -C docs/bench run ./weighted/instances 1368` (m, n, then m rows of n
// arrows) and prints the answer and the CPU time of each of -reps calls.
//
// g++ -O2 -o arrows arrows.cpp
#include <climits>
#include <cstdlib>
#include <cstdio>
#include <ctime>
#include <deque>
#include <vector>
using namespace std;

int minCost(vector<vector<int>>& grid) {
    int m = grid.size(), n = grid[0].size();
    int dirs[5][2] = {{0, 0}, {0, 1}, {0, -1}, {1, 0}, {-1, 0}};
    vector<vector<int>> dist(m, vector<int>(n, INT_MAX));
    deque<pair<int, int>> q;
    dist[0][0] = 0;
    q.push_back({0, 0});
    while (!q.empty()) {
        auto [r, c] = q.front();
        q.pop_front();
        int d = dist[r][c];
        for (int a = 1; a <= 4; a++) {
            int nr = r + dirs[a][0], nc = c + dirs[a][1];
            if (nr < 0 || nr >= m || nc < 0 || nc >= n) continue;
            int w = grid[r][c] == a ? 0 : 1;
            if (d + w < dist[nr][nc]) {
                dist[nr][nc] = d + w;
                if (w == 0) q.push_front({nr, nc});
                else q.push_back({nr, nc});
            }
        }
    }
    return dist[m - 1][n - 1];
}

int main(int argc, char** argv) {
    int reps = argc > 1 ? atoi(argv[1]) : 5;
    int m, n;
    if (scanf("%d %d", &m, &n) != 2) return 2;
    vector<vector<int>> grid(m, vector<int>(n));
    for (auto& row : grid)
        for (auto& v : row)
            if (scanf("%d", &v) != 1) return 2;
    for (int r = 0; r < reps; r++) {
        clock_t start = clock();
        int ans = minCost(grid);
        clock_t end = clock();
        printf("%d %.0f\n", ans, double(end - start) * 1e9 / CLOCKS_PER_SEC);
    }
}
