// The ten heaviest report and analytics calls (spec part 3 §7): the ones that aggregate the biggest tables over the
// whole range. The benchmark appends from_time and to_time.
export const HEAVY_CALLS: { name: string; path: string }[] = [
  {
    name: 'vehicle tiles (5 tiles)',
    path: '/api/v1/vehicle_entries/tiles?display[]=vehicles_in&display[]=vehicles_out&display[]=visitor_vehicles_in&display[]=visitor_vehicles_out&display[]=visitors_in',
  },
  { name: 'vehicle type_of_entries per day', path: '/api/v1/vehicle_entries/type_of_entries?entries_per_day=true' },
  { name: 'vehicle totals (registered/not)', path: '/api/v1/vehicle_entries/total_vehicles' },
  { name: 'most unregistered vehicle', path: '/api/v1/vehicle_entries/most_unregistered_vehicle?limit=10' },
  { name: 'non-resident vehicles, resident lane', path: '/api/v1/vehicle_entries/non_resident_vehicle?limit=10' },
  { name: 'traffic details (busiest days)', path: '/api/v1/vehicle_entries/traffic_details?limit=10' },
  { name: 'alerts report with aggregations', path: '/api/v1/alerts?report=true&page=1&per_page=50' },
  { name: 'most alert vehicles (Over Stay)', path: '/api/v1/alerts/{overStay}/most_alert_vehicles?limit=10' },
  { name: 'visitor types per day', path: '/api/v1/visits/visitor_types?visitor_types_per_day=true' },
  { name: 'most visited visitors', path: '/api/v1/visitors/most_visited_visitors?limit=10' },
];
