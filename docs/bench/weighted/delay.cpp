// The textbook solution of LeetCode 743 (Network Delay Time): adjacency
// lists of (node, time) pairs and Dijkstra with std::priority_queue, a
// binary heap, with lazy deletion. It reads the instance written by
// `go -C docs/bench run ./weighted/instances 743` (n, k, m, then m lines u v w)
// and prints the answer and the CPU time of each of -reps calls of the
// solution, building the lists included, as LeetCode's signature does.
//
// g++ -O2 -o delay delay.cpp
#include <climits>
#include <cstdlib>
#include <cstdio>
#include <ctime>
#include <functional>
#include <queue>
#include <vector>
using namespace std;

int networkDelayTime(vector<vector<int>>& times, int n, int k) {
    vector<vector<pair<int, int>>> g(n + 1);
    for (auto& t : times) g[t[0]].push_back({t[1], t[2]});
    vector<int> dist(n + 1, INT_MAX);
    priority_queue<pair<int, int>, vector<pair<int, int>>, greater<pair<int, int>>> pq;
    dist[k] = 0;
    pq.push({0, k});
    while (!pq.empty()) {
        auto [d, u] = pq.top();
        pq.pop();
        if (d > dist[u]) continue;
        for (auto [v, w] : g[u]) {
            if (d + w < dist[v]) {
                dist[v] = d + w;
                pq.push({dist[v], v});
            }
        }
    }
    int ans = 0;
    for (int v = 1; v <= n; v++) {
        if (dist[v] == INT_MAX) return -1;
        ans = max(ans, dist[v]);
    }
    return ans;
}

int main(int argc, char** argv) {
    int reps = argc > 1 ? atoi(argv[1]) : 5;
    int n, k, m;
    if (scanf("%d %d %d", &n, &k, &m) != 3) return 2;
    vector<vector<int>> times(m, vector<int>(3));
    for (auto& t : times)
        if (scanf("%d %d %d", &t[0], &t[1], &t[2]) != 3) return 2;
    for (int r = 0; r < reps; r++) {
        clock_t start = clock();
        int ans = networkDelayTime(times, n, k);
        clock_t end = clock();
        printf("%d %.0f\n", ans, double(end - start) * 1e9 / CLOCKS_PER_SEC);
    }
}
