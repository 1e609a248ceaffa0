// The textbook solution of LeetCode 787 (Cheapest Flights Within K Stops):
// Bellman-Ford by k+1 rounds, each relaxing every flight from a copy of
// the previous round's prices, and with the second argument "early", the
// same with the early stop: no further round once one changes nothing.
// It reads the instance written by
// `go -C docs/bench run ./weighted/instances 787` (n, src, dst, k, m, then m
// lines from to price) and prints the answer and the CPU time of each of
// reps calls.
//
// g++ -O2 -o flights flights.cpp && ./flights REPS [early] < instance
#include <climits>
#include <cstdlib>
#include <cstdio>
#include <ctime>
#include <string>
#include <vector>
using namespace std;

int findCheapestPrice(int n, vector<vector<int>>& flights, int src, int dst, int k, bool early) {
    const int inf = INT_MAX / 2;
    vector<int> dist(n, inf);
    dist[src] = 0;
    for (int i = 0; i <= k; i++) {
        vector<int> prev = dist;
        bool changed = false;
        for (auto& f : flights) {
            if (prev[f[0]] < inf && prev[f[0]] + f[2] < dist[f[1]]) {
                dist[f[1]] = prev[f[0]] + f[2];
                changed = true;
            }
        }
        if (early && !changed) break;
    }
    return dist[dst] >= inf ? -1 : dist[dst];
}

int main(int argc, char** argv) {
    int reps = argc > 1 ? atoi(argv[1]) : 5;
    bool early = argc > 2 && string(argv[2]) == "early";
    int n, src, dst, k, m;
    if (scanf("%d %d %d %d %d", &n, &src, &dst, &k, &m) != 5) return 2;
    vector<vector<int>> flights(m, vector<int>(3));
    for (auto& f : flights)
        if (scanf("%d %d %d", &f[0], &f[1], &f[2]) != 3) return 2;
    for (int r = 0; r < reps; r++) {
        clock_t start = clock();
        int ans = findCheapestPrice(n, flights, src, dst, k, early);
        clock_t end = clock();
        printf("%d %.0f\n", ans, double(end - start) * 1e9 / CLOCKS_PER_SEC);
    }
}
