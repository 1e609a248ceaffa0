// The textbook solution of LeetCode 1976 (Number of Ways to Arrive at
// Destination): adjacency lists of (intersection, time) pairs, each road
// both ways, and Dijkstra with std::priority_queue, a binary heap, with
// lazy deletion, counting the ways modulo 10^9+7 as it relaxes: a faster
// arrival replaces a neighbour's ways, an equally fast one adds to them.
// With the second argument "early", the same stopping once the
// destination is settled. It reads the instance written by
// `go -C docs/bench run ./weighted/instances 1976` (n, m, then m lines
// u v time) and prints the answer and the CPU time of each of reps calls,
// building the lists included, as LeetCode's signature does.
//
// g++ -O2 -o ways ways.cpp && ./ways REPS [early] < instance
#include <climits>
#include <cstdlib>
#include <cstdio>
#include <ctime>
#include <functional>
#include <queue>
#include <string>
#include <vector>
using namespace std;

int countPaths(int n, vector<vector<int>>& roads, bool early) {
    const long long mod = 1000000007;
    vector<vector<pair<int, int>>> g(n);
    for (auto& r : roads) {
        g[r[0]].push_back({r[1], r[2]});
        g[r[1]].push_back({r[0], r[2]});
    }
    vector<long long> dist(n, LLONG_MAX), ways(n, 0);
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<pair<long long, int>>> pq;
    dist[0] = 0;
    ways[0] = 1;
    pq.push({0, 0});
    while (!pq.empty()) {
        auto [d, u] = pq.top();
        pq.pop();
        if (d > dist[u]) continue;
        if (early && u == n - 1) break;
        for (auto [v, t] : g[u]) {
            if (d + t < dist[v]) {
                dist[v] = d + t;
                ways[v] = ways[u];
                pq.push({dist[v], v});
            } else if (d + t == dist[v]) {
                ways[v] = (ways[v] + ways[u]) % mod;
            }
        }
    }
    return int(ways[n - 1]);
}

int main(int argc, char** argv) {
    int reps = argc > 1 ? atoi(argv[1]) : 5;
    bool early = argc > 2 && string(argv[2]) == "early";
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 2;
    vector<vector<int>> roads(m, vector<int>(3));
    for (auto& r : roads)
        if (scanf("%d %d %d", &r[0], &r[1], &r[2]) != 3) return 2;
    for (int r = 0; r < reps; r++) {
        clock_t start = clock();
        int ans = countPaths(n, roads, early);
        clock_t end = clock();
        printf("%d %.0f\n", ans, double(end - start) * 1e9 / CLOCKS_PER_SEC);
    }
}
